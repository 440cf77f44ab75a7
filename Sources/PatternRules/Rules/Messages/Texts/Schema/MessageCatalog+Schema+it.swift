extension MessageCatalog {
    /// The JSON Schema keywords' messages in Italian (`it`).
    static let italianSchema: [String: String] = [
        "false_schema": "Qui non è ammesso alcun valore.",
        "wrong_type": "Deve essere di tipo {expected}, non {found}.",
        "not_in_enum": "Deve essere uno dei valori ammessi.",
        "not_const": "Deve essere uguale al valore richiesto.",
        "format": "Deve rispettare il formato {format}.",
        "not_above_minimum": "Deve essere maggiore di {minimum}.",
        "not_below_maximum": "Deve essere minore di {maximum}.",
        "not_multiple_of": "Deve essere un multiplo di {divisor}.",
        "missing_property": "Manca la proprietà obbligatoria «{property}».",
        "missing_dependency": "«{property}» richiede la proprietà «{dependency}».",
        "property_not_allowed": "La proprietà «{property}» non è ammessa.",
        "too_few_properties":
            "Deve avere almeno {minimum, plural, one {# proprietà} many {# di proprietà} other {# proprietà}}.",
        "too_many_properties":
            "Deve avere al massimo {maximum, plural, one {# proprietà} many {# di proprietà} other {# proprietà}}.",
        "too_few_items":
            "Deve avere almeno {minimum, plural, one {# elemento} many {# di elementi} other {# elementi}}.",
        "too_many_items":
            "Deve avere al massimo {maximum, plural, one {# elemento} many {# di elementi} other {# elementi}}.",
        "duplicate_item": "L’elemento {index} ripete un elemento precedente.",
        "too_few_contained":
            "Almeno {minimum, plural, one {# elemento deve} many {# di elementi devono} other {# elementi devono}} rispettare lo schema di contains.",
        "too_many_contained":
            "Al massimo {maximum, plural, one {# elemento può} many {# di elementi possono} other {# elementi possono}} rispettare lo schema di contains.",
        "several_alternatives": "Rispetta {count} delle forme ammesse invece di esattamente una.",
        "not_decided": "Impossibile decidere: {reason}",
        "too_many_failures":
            "Più di {maximum, plural, one {# errore} many {# di errori} other {# errori}}: gli altri non sono elencati.",
    ]
}
