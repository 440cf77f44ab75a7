extension MessageCatalog {
    /// The JSON Schema keywords' messages in Dutch (`nl`).
    static let dutchSchema: [String: String] = [
        "false_schema": "Hier is geen enkele waarde toegestaan.",
        "wrong_type": "Moet van het type {expected} zijn, niet {found}.",
        "not_in_enum": "Moet een van de toegestane waarden zijn.",
        "not_const": "Moet gelijk zijn aan de vereiste waarde.",
        "format": "Moet het formaat {format} hebben.",
        "not_above_minimum": "Moet groter zijn dan {minimum}.",
        "not_below_maximum": "Moet kleiner zijn dan {maximum}.",
        "not_multiple_of": "Moet een veelvoud van {divisor} zijn.",
        "missing_property": "De verplichte eigenschap ‘{property}’ ontbreekt.",
        "missing_dependency": "‘{property}’ vereist de eigenschap ‘{dependency}’.",
        "property_not_allowed": "De eigenschap ‘{property}’ is niet toegestaan.",
        "too_few_properties": "Moet minstens {minimum, plural, one {# eigenschap} other {# eigenschappen}} hebben.",
        "too_many_properties": "Mag hoogstens {maximum, plural, one {# eigenschap} other {# eigenschappen}} hebben.",
        "too_few_items": "Moet minstens {minimum, plural, one {# element} other {# elementen}} hebben.",
        "too_many_items": "Mag hoogstens {maximum, plural, one {# element} other {# elementen}} hebben.",
        "duplicate_item": "Element {index} herhaalt een eerder element.",
        "too_few_contained":
            "Minstens {minimum, plural, one {# element moet} other {# elementen moeten}} aan het contains-schema voldoen.",
        "too_many_contained":
            "Hoogstens {maximum, plural, one {# element mag} other {# elementen mogen}} aan het contains-schema voldoen.",
        "several_alternatives": "Voldoet aan {count} van de toegestane vormen in plaats van precies één.",
        "not_decided": "Kon niet worden beslist: {reason}",
        "too_many_failures": "Meer dan {maximum, plural, one {# fout} other {# fouten}}: de rest wordt niet vermeld.",
    ]
}
