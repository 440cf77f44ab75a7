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
        "iban": "Введите действительный IBAN.",
        "card_number": "Введите действительный номер карты.",
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
        // The strength meter's feedback.
        "strength_top10_password": "Это один из 10 самых распространённых паролей.",
        "strength_top100_password": "Это один из 100 самых распространённых паролей.",
        "strength_common_password": "Это очень распространённый пароль.",
        "strength_similar_to_common": "Этот пароль похож на часто используемый.",
        "strength_single_word": "Одно слово легко угадать.",
        "strength_name_alone": "Одно лишь имя или фамилию легко угадать.",
        "strength_common_names": "Распространённые имена и фамилии легко угадать.",
        "strength_straight_row": "Прямой ряд клавиш легко угадать.",
        "strength_keyboard_pattern": "Короткий узор на клавиатуре легко угадать.",
        "strength_repeated_characters": "Повторяющиеся символы (aaa) легко угадать.",
        "strength_repeated_text": "Повторённый текст (abcabcabc) угадать лишь немногим сложнее, чем одну его копию.",
        "strength_sequence": "Последовательности (abc, 6543) легко угадать.",
        "strength_recent_year": "Недавние годы легко угадать.",
        "strength_date": "Даты часто легко угадать.",
        "strength_add_words": "Добавьте ещё одно-два слова; лучше — редкие.",
        "strength_use_few_words": "Используйте несколько слов и избегайте распространённых фраз.",
        "strength_no_symbols_needed": "Специальные символы, цифры и заглавные буквы не обязательны.",
        "strength_longer_keyboard_pattern": "Используйте более длинный узор на клавиатуре с большим числом поворотов.",
        "strength_avoid_repeats": "Избегайте повторяющихся слов и символов.",
        "strength_avoid_sequences": "Избегайте последовательностей.",
        "strength_avoid_recent_years": "Избегайте недавних годов.",
        "strength_avoid_personal_years": "Избегайте годов, которые что-то для вас значат.",
        "strength_avoid_personal_dates": "Избегайте дат и годов, которые что-то для вас значат.",
        "strength_capital_first": "Заглавная первая буква почти ничего не даёт.",
        "strength_all_capitals": "Пароль из одних заглавных букв угадать почти так же легко, как из одних строчных.",
        "strength_reversed_word": "Слово, написанное задом наперёд, угадать ненамного сложнее.",
        "strength_predictable_substitutions": "Предсказуемые замены (@ вместо a, 0 вместо o) почти ничего не дают.",
    ]
}
