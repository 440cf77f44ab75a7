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
        "iban": "Introduce un IBAN válido.",
        "card_number": "Introduce un número de tarjeta válido.",
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
        // The strength meter's feedback.
        "strength_top10_password": "Es una de las 10 contraseñas más comunes.",
        "strength_top100_password": "Es una de las 100 contraseñas más comunes.",
        "strength_common_password": "Es una contraseña muy común.",
        "strength_similar_to_common": "Se parece a una contraseña de uso frecuente.",
        "strength_single_word": "Una sola palabra es fácil de adivinar.",
        "strength_name_alone": "Un nombre o un apellido por sí solo es fácil de adivinar.",
        "strength_common_names": "Los nombres y apellidos comunes son fáciles de adivinar.",
        "strength_straight_row": "Una fila recta de teclas es fácil de adivinar.",
        "strength_keyboard_pattern": "Un patrón de teclado corto es fácil de adivinar.",
        "strength_repeated_characters": "Los caracteres repetidos (aaa) son fáciles de adivinar.",
        "strength_repeated_text": "Un texto repetido (abcabcabc) apenas es más difícil de adivinar que una sola copia.",
        "strength_sequence": "Las secuencias (abc, 6543) son fáciles de adivinar.",
        "strength_recent_year": "Los años recientes son fáciles de adivinar.",
        "strength_date": "Las fechas suelen ser fáciles de adivinar.",
        "strength_add_words": "Añade una o dos palabras más; mejor si son poco comunes.",
        "strength_use_few_words": "Usa varias palabras y evita las frases hechas.",
        "strength_no_symbols_needed": "No hacen falta símbolos, números ni mayúsculas.",
        "strength_longer_keyboard_pattern": "Usa un patrón de teclado más largo y con más giros.",
        "strength_avoid_repeats": "Evita las palabras y los caracteres repetidos.",
        "strength_avoid_sequences": "Evita las secuencias.",
        "strength_avoid_recent_years": "Evita los años recientes.",
        "strength_avoid_personal_years": "Evita los años que signifiquen algo para ti.",
        "strength_avoid_personal_dates": "Evita las fechas y los años que signifiquen algo para ti.",
        "strength_capital_first": "Una mayúscula inicial aporta poco.",
        "strength_all_capitals": "Todo en mayúsculas es casi tan fácil de adivinar como todo en minúsculas.",
        "strength_reversed_word": "Una palabra escrita al revés no es mucho más difícil de adivinar.",
        "strength_predictable_substitutions": "Las sustituciones previsibles (@ por a, 0 por o) aportan poco.",
    ]
}
