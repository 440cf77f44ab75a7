extension MessageCatalog {
    /// The messages in Russian (`ru`).
    static let russian: [String: String] = [
        "required": "Это поле обязательно.",
        "too_short":
            "Должно содержать не менее {minimum, plural, one {# символа} few {# символов} many {# символов} other {# символа}}.",
        "too_long":
            "Должно содержать не более {maximum, plural, one {# символа} few {# символов} many {# символов} other {# символа}}.",
        "wrong_length":
            "Должно содержать ровно {length, plural, one {# символ} few {# символа} many {# символов} other {# символа}}.",
        "pattern_mismatch": "Не соответствует ожидаемому формату.",
        "too_large": "Должно быть не больше {maximum}.",
        "too_small": "Должно быть не меньше {minimum}.",
        "out_of_range": "Должно быть в пределах {range}.",
        "not_equal": "Значения не совпадают.",
        "not_one_of": "Должно быть одним из значений: {allowed}.",
        "no_alternative": "Не соответствует ни одной из допустимых форм.",
        "forbidden": "Это значение недопустимо.",
        "not_an_integer": "Должно быть целым числом.",
        "not_a_number": "Должно быть числом.",
        "invalid": "Недопустимое значение.",
        "email": "Введите действительный адрес электронной почты.",
        "phone_number": "Введите действительный номер телефона.",
        "calling_code": "Введите код страны, например +351.",
        "unknown_field": "не является полем этого набора правил",
        "password_too_short":
            "Не менее {minimum, plural, one {# символа} few {# символов} many {# символов} other {# символа}}",
        "password_too_long":
            "Не более {maximum, plural, one {# символа} few {# символов} many {# символов} other {# символа}}",
        "password_too_many_bytes":
            "Не более {maximum, plural, one {# байта} few {# байтов} many {# байтов} other {# байта}} текста (UTF-8)",
        "password_lowercase":
            "Не менее {minimum, plural, one {# строчной буквы} few {# строчных букв} many {# строчных букв} other {# строчной буквы}}",
        "password_uppercase":
            "Не менее {minimum, plural, one {# заглавной буквы} few {# заглавных букв} many {# заглавных букв} other {# заглавной буквы}}",
        "password_digits": "Не менее {minimum, plural, one {# цифры} few {# цифр} many {# цифр} other {# цифры}}",
        "password_symbols":
            "Не менее {minimum, plural, one {# спецсимвола} few {# спецсимволов} many {# спецсимволов} other {# спецсимвола}}",
        "password_whitespace": "Без пробелов",
        "password_repeated":
            "Ни один символ не повторяется более {maximum, plural, one {# раза} few {# раз} many {# раз} other {# раза}} подряд",
        "password_contains_user_input": "Не содержит ваше имя или адрес электронной почты",
        "password_too_weak": "Надёжность не менее {minimum} из 4",
    ]
}
