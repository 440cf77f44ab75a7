extension MessageCatalog {
    /// The JSON Schema keywords' messages in Spanish (`es`).
    static let spanishSchema: [String: String] = [
        "false_schema": "Aquí no se permite ningún valor.",
        "wrong_type": "Debe ser de tipo {expected}, no {found}.",
        "not_in_enum": "Debe ser uno de los valores permitidos.",
        "not_const": "Debe ser igual al valor requerido.",
        "format": "Debe tener el formato {format}.",
        "not_above_minimum": "Debe ser mayor que {minimum}.",
        "not_below_maximum": "Debe ser menor que {maximum}.",
        "not_multiple_of": "Debe ser múltiplo de {divisor}.",
        "missing_property": "Falta la propiedad obligatoria «{property}».",
        "missing_dependency": "«{property}» requiere la propiedad «{dependency}».",
        "property_not_allowed": "La propiedad «{property}» no está permitida.",
        "too_few_properties":
            "Debe tener al menos {minimum, plural, one {# propiedad} many {# de propiedades} other {# propiedades}}.",
        "too_many_properties":
            "Debe tener como máximo {maximum, plural, one {# propiedad} many {# de propiedades} other {# propiedades}}.",
        "too_few_items":
            "Debe tener al menos {minimum, plural, one {# elemento} many {# de elementos} other {# elementos}}.",
        "too_many_items":
            "Debe tener como máximo {maximum, plural, one {# elemento} many {# de elementos} other {# elementos}}.",
        "duplicate_item": "El elemento {index} repite un elemento anterior.",
        "too_few_contained":
            "Al menos {minimum, plural, one {# elemento debe} many {# de elementos deben} other {# elementos deben}} cumplir el esquema de contains.",
        "too_many_contained":
            "Como máximo {maximum, plural, one {# elemento puede} many {# de elementos pueden} other {# elementos pueden}} cumplir el esquema de contains.",
        "several_alternatives": "Cumple {count} de las formas aceptadas en lugar de exactamente una.",
        "not_decided": "No se pudo decidir: {reason}",
        "too_many_failures":
            "Más de {maximum, plural, one {# error} many {# de errores} other {# errores}}: el resto no se enumera.",
    ]
}
