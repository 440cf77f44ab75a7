extension MessageCatalog {
    /// The messages in Brazilian Portuguese (`pt-BR`).
    static let brazilianPortuguese: [String: String] = [
        "required": "Este campo é obrigatório.",
        "too_short":
            "Deve ter pelo menos {minimum, plural, one {# caractere} many {# de caracteres} other {# caracteres}}.",
        "too_long":
            "Deve ter no máximo {maximum, plural, one {# caractere} many {# de caracteres} other {# caracteres}}.",
        "wrong_length":
            "Deve ter exatamente {length, plural, one {# caractere} many {# de caracteres} other {# caracteres}}.",
        "pattern_mismatch": "Não corresponde ao formato esperado.",
        "too_large": "Deve ser no máximo {maximum}.",
        "too_small": "Deve ser no mínimo {minimum}.",
        "out_of_range": "Deve estar dentro de {range}.",
        "not_equal": "Os valores não coincidem.",
        "not_one_of": "Deve ser um destes valores: {allowed}.",
        "no_alternative": "Não atende a nenhuma das formas aceitas.",
        "forbidden": "Este valor não é permitido.",
        "not_an_integer": "Deve ser um número inteiro.",
        "not_a_number": "Deve ser um número.",
        "invalid": "Este valor não é válido.",
        "email": "Informe um endereço de e-mail válido.",
        "phone_number": "Informe um número de telefone válido.",
        "calling_code": "Informe um código de discagem internacional, como +351.",
        "unknown_field": "não é um campo deste conjunto de regras",
        "password_too_short":
            "Pelo menos {minimum, plural, one {# caractere} many {# de caracteres} other {# caracteres}}",
        "password_too_long":
            "No máximo {maximum, plural, one {# caractere} many {# de caracteres} other {# caracteres}}",
        "password_too_many_bytes":
            "No máximo {maximum, plural, one {# byte} many {# de bytes} other {# bytes}} de texto (UTF-8)",
        "password_lowercase":
            "Pelo menos {minimum, plural, one {# letra minúscula} many {# de letras minúsculas} other {# letras minúsculas}}",
        "password_uppercase":
            "Pelo menos {minimum, plural, one {# letra maiúscula} many {# de letras maiúsculas} other {# letras maiúsculas}}",
        "password_digits": "Pelo menos {minimum, plural, one {# dígito} many {# de dígitos} other {# dígitos}}",
        "password_symbols": "Pelo menos {minimum, plural, one {# símbolo} many {# de símbolos} other {# símbolos}}",
        "password_whitespace": "Sem espaços",
        "password_repeated":
            "Nenhum caractere mais de {maximum, plural, one {# vez} many {# de vezes} other {# vezes}} seguidas",
        "password_contains_user_input": "Não contém seu nome nem seu e-mail",
        "password_too_weak": "Força de pelo menos {minimum} de 4",
    ]
}
