extension MessageCatalog {
    /// The messages in Spanish (`es`).
    static let spanish: [String: String] = [
        "required": "Este campo es obligatorio.",
        "too_short":
            "Debe tener al menos {minimum, plural, one {# carácter} many {# de caracteres} other {# caracteres}}.",
        "too_long":
            "Debe tener como máximo {maximum, plural, one {# carácter} many {# de caracteres} other {# caracteres}}.",
        "wrong_length":
            "Debe tener exactamente {length, plural, one {# carácter} many {# de caracteres} other {# caracteres}}.",
        "pattern_mismatch": "No tiene el formato esperado.",
        "too_large": "Debe ser como máximo {maximum}.",
        "too_small": "Debe ser como mínimo {minimum}.",
        "out_of_range": "Debe estar dentro de {range}.",
        "not_equal": "Los valores no coinciden.",
        "not_one_of": "Debe ser uno de estos valores: {allowed}.",
        "no_alternative": "No cumple ninguna de las formas aceptadas.",
        "forbidden": "Este valor no está permitido.",
        "not_an_integer": "Debe ser un número entero.",
        "not_a_number": "Debe ser un número.",
        "invalid": "Este valor no es válido.",
        "email": "Introduce una dirección de correo electrónico válida.",
        "phone_number": "Introduce un número de teléfono válido.",
        "calling_code": "Introduce un prefijo telefónico de país, como +351.",
        "unknown_field": "no es un campo de este conjunto de reglas",
        "password_too_short":
            "Al menos {minimum, plural, one {# carácter} many {# de caracteres} other {# caracteres}}",
        "password_too_long":
            "Como máximo {maximum, plural, one {# carácter} many {# de caracteres} other {# caracteres}}",
        "password_too_many_bytes":
            "Como máximo {maximum, plural, one {# byte} many {# de bytes} other {# bytes}} de texto (UTF-8)",
        "password_lowercase":
            "Al menos {minimum, plural, one {# letra minúscula} many {# de letras minúsculas} other {# letras minúsculas}}",
        "password_uppercase":
            "Al menos {minimum, plural, one {# letra mayúscula} many {# de letras mayúsculas} other {# letras mayúsculas}}",
        "password_digits": "Al menos {minimum, plural, one {# dígito} many {# de dígitos} other {# dígitos}}",
        "password_symbols": "Al menos {minimum, plural, one {# símbolo} many {# de símbolos} other {# símbolos}}",
        "password_whitespace": "Sin espacios",
        "password_repeated":
            "Ningún carácter más de {maximum, plural, one {# vez} many {# de veces} other {# veces}} seguidas",
        "password_contains_user_input": "No contiene tu nombre ni tu correo electrónico",
        "password_too_weak": "Seguridad de al menos {minimum} sobre 4",
    ]
}
