extension MessageCatalog {
    /// The JSON Schema keywords' messages in Polish (`pl`).
    static let polishSchema: [String: String] = [
        "false_schema": "Żadna wartość nie jest tu dozwolona.",
        "wrong_type": "Musi być typu {expected}, a nie {found}.",
        "not_in_enum": "Musi być jedną z dozwolonych wartości.",
        "not_const": "Musi być równe wymaganej wartości.",
        "format": "Musi mieć format {format}.",
        "not_above_minimum": "Musi być większe niż {minimum}.",
        "not_below_maximum": "Musi być mniejsze niż {maximum}.",
        "not_multiple_of": "Musi być wielokrotnością {divisor}.",
        "missing_property": "Brak wymaganej właściwości „{property}”.",
        "missing_dependency": "„{property}” wymaga właściwości „{dependency}”.",
        "property_not_allowed": "Właściwość „{property}” jest niedozwolona.",
        "too_few_properties":
            "Musi mieć co najmniej {minimum, plural, one {# właściwość} few {# właściwości} many {# właściwości} other {# właściwości}}.",
        "too_many_properties":
            "Może mieć co najwyżej {maximum, plural, one {# właściwość} few {# właściwości} many {# właściwości} other {# właściwości}}.",
        "too_few_items":
            "Musi mieć co najmniej {minimum, plural, one {# element} few {# elementy} many {# elementów} other {# elementu}}.",
        "too_many_items":
            "Może mieć co najwyżej {maximum, plural, one {# element} few {# elementy} many {# elementów} other {# elementu}}.",
        "duplicate_item": "Element {index} powtarza wcześniejszy element.",
        "too_few_contained":
            "Co najmniej {minimum, plural, one {# element musi} few {# elementy muszą} many {# elementów musi} other {# elementu musi}} pasować do schematu contains.",
        "too_many_contained":
            "Co najwyżej {maximum, plural, one {# element może} few {# elementy mogą} many {# elementów może} other {# elementu może}} pasować do schematu contains.",
        "several_alternatives": "Pasuje do {count} z dopuszczalnych form zamiast dokładnie do jednej.",
        "not_decided": "Nie można rozstrzygnąć: {reason}",
        "too_many_failures":
            "Więcej niż {maximum, plural, one {# błąd} few {# błędy} many {# błędów} other {# błędu}}: pozostałe nie są wymienione.",
    ]
}
