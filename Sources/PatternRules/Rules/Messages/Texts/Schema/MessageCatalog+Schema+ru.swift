extension MessageCatalog {
    /// The JSON Schema keywords' messages in Russian (`ru`).
    static let russianSchema: [String: String] = [
        "false_schema": "Здесь не допускается никакое значение.",
        "wrong_type": "Должно иметь тип {expected}, а не {found}.",
        "not_in_enum": "Должно быть одним из допустимых значений.",
        "not_const": "Должно быть равно требуемому значению.",
        "format": "Должно соответствовать формату {format}.",
        "not_above_minimum": "Должно быть больше {minimum}.",
        "not_below_maximum": "Должно быть меньше {maximum}.",
        "not_multiple_of": "Должно быть кратно {divisor}.",
        "missing_property": "Отсутствует обязательное свойство «{property}».",
        "missing_dependency": "«{property}» требует свойства «{dependency}».",
        "property_not_allowed": "Свойство «{property}» не допускается.",
        "too_few_properties":
            "Должно быть не менее {minimum, plural, one {# свойства} few {# свойств} many {# свойств} other {# свойства}}.",
        "too_many_properties":
            "Должно быть не более {maximum, plural, one {# свойства} few {# свойств} many {# свойств} other {# свойства}}.",
        "too_few_items":
            "Должно быть не менее {minimum, plural, one {# элемента} few {# элементов} many {# элементов} other {# элемента}}.",
        "too_many_items":
            "Должно быть не более {maximum, plural, one {# элемента} few {# элементов} many {# элементов} other {# элемента}}.",
        "duplicate_item": "Элемент {index} повторяет предыдущий элемент.",
        "too_few_contained":
            "Схеме contains должно соответствовать не менее {minimum, plural, one {# элемента} few {# элементов} many {# элементов} other {# элемента}}.",
        "too_many_contained":
            "Схеме contains должно соответствовать не более {maximum, plural, one {# элемента} few {# элементов} many {# элементов} other {# элемента}}.",
        "several_alternatives": "Соответствует {count} из допустимых форм вместо ровно одной.",
        "not_decided": "Не удалось определить: {reason}",
        "too_many_failures":
            "Более {maximum, plural, one {# ошибки} few {# ошибок} many {# ошибок} other {# ошибки}}: остальные не перечислены.",
    ]
}
