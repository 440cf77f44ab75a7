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
        "iban": "Informe um IBAN válido.",
        "card_number": "Informe um número de cartão válido.",
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
        // The strength meter's feedback.
        "strength_top10_password": "Esta é uma das 10 senhas mais comuns.",
        "strength_top100_password": "Esta é uma das 100 senhas mais comuns.",
        "strength_common_password": "Esta é uma senha muito comum.",
        "strength_similar_to_common": "Esta senha se parece com uma senha muito usada.",
        "strength_single_word": "Uma única palavra é fácil de adivinhar.",
        "strength_name_alone": "Um nome ou sobrenome sozinho é fácil de adivinhar.",
        "strength_common_names": "Nomes e sobrenomes comuns são fáceis de adivinhar.",
        "strength_straight_row": "Uma fileira reta de teclas é fácil de adivinhar.",
        "strength_keyboard_pattern": "Um padrão curto no teclado é fácil de adivinhar.",
        "strength_repeated_characters": "Caracteres repetidos (aaa) são fáceis de adivinhar.",
        "strength_repeated_text": "Texto repetido (abcabcabc) é pouco mais difícil de adivinhar que uma só cópia.",
        "strength_sequence": "Sequências (abc, 6543) são fáceis de adivinhar.",
        "strength_recent_year": "Anos recentes são fáceis de adivinhar.",
        "strength_date": "Datas costumam ser fáceis de adivinhar.",
        "strength_add_words": "Acrescente mais uma ou duas palavras; palavras incomuns são melhores.",
        "strength_use_few_words": "Use algumas palavras e evite frases comuns.",
        "strength_no_symbols_needed": "Símbolos, números e letras maiúsculas não são necessários.",
        "strength_longer_keyboard_pattern": "Use um padrão de teclado mais longo, com mais mudanças de direção.",
        "strength_avoid_repeats": "Evite palavras e caracteres repetidos.",
        "strength_avoid_sequences": "Evite sequências.",
        "strength_avoid_recent_years": "Evite anos recentes.",
        "strength_avoid_personal_years": "Evite anos que tenham significado para você.",
        "strength_avoid_personal_dates": "Evite datas e anos que tenham significado para você.",
        "strength_capital_first": "Uma letra maiúscula no início ajuda pouco.",
        "strength_all_capitals": "Tudo em maiúsculas é quase tão fácil de adivinhar quanto tudo em minúsculas.",
        "strength_reversed_word": "Uma palavra escrita de trás para frente não é muito mais difícil de adivinhar.",
        "strength_predictable_substitutions": "Substituições previsíveis (@ por a, 0 por o) ajudam pouco.",
    ]
}
