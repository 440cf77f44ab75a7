extension MessageCatalog {
    /// The JSON Schema keywords' messages in German (`de`).
    static let germanSchema: [String: String] = [
        "false_schema": "Hier ist kein Wert erlaubt.",
        "wrong_type": "Muss vom Typ {expected} sein, nicht {found}.",
        "not_in_enum": "Muss einer der erlaubten Werte sein.",
        "not_const": "Muss dem vorgegebenen Wert entsprechen.",
        "format": "Muss dem Format {format} entsprechen.",
        "not_above_minimum": "Muss größer als {minimum} sein.",
        "not_below_maximum": "Muss kleiner als {maximum} sein.",
        "not_multiple_of": "Muss ein Vielfaches von {divisor} sein.",
        "missing_property": "Die erforderliche Eigenschaft „{property}“ fehlt.",
        "missing_dependency": "„{property}“ erfordert die Eigenschaft „{dependency}“.",
        "property_not_allowed": "Die Eigenschaft „{property}“ ist nicht erlaubt.",
        "too_few_properties": "Muss mindestens {minimum, plural, one {# Eigenschaft} other {# Eigenschaften}} haben.",
        "too_many_properties": "Darf höchstens {maximum, plural, one {# Eigenschaft} other {# Eigenschaften}} haben.",
        "too_few_items": "Muss mindestens {minimum, plural, one {# Element} other {# Elemente}} haben.",
        "too_many_items": "Darf höchstens {maximum, plural, one {# Element} other {# Elemente}} haben.",
        "duplicate_item": "Element {index} wiederholt ein früheres Element.",
        "too_few_contained":
            "Mindestens {minimum, plural, one {# Element} other {# Elemente}} müssen dem contains-Schema entsprechen.",
        "too_many_contained":
            "Höchstens {maximum, plural, one {# Element} other {# Elemente}} dürfen dem contains-Schema entsprechen.",
        "several_alternatives": "Entspricht {count} der zulässigen Formen statt genau einer.",
        "not_decided": "Konnte nicht entschieden werden: {reason}",
        "too_many_failures":
            "Mehr als {maximum, plural, one {# Fehler} other {# Fehler}}: die übrigen werden nicht aufgeführt.",
    ]
}
