extension MessageCatalog {
    /// The JSON Schema keywords' messages in French (`fr`).
    static let frenchSchema: [String: String] = [
        "false_schema": "Aucune valeur n’est autorisée ici.",
        "wrong_type": "Doit être de type {expected}, pas {found}.",
        "not_in_enum": "Doit être l’une des valeurs autorisées.",
        "not_const": "Doit être égal à la valeur imposée.",
        "format": "Doit respecter le format {format}.",
        "not_above_minimum": "Doit être supérieur à {minimum}.",
        "not_below_maximum": "Doit être inférieur à {maximum}.",
        "not_multiple_of": "Doit être un multiple de {divisor}.",
        "missing_property": "La propriété obligatoire « {property} » est absente.",
        "missing_dependency": "« {property} » exige la propriété « {dependency} ».",
        "property_not_allowed": "La propriété « {property} » n’est pas autorisée.",
        "too_few_properties":
            "Doit avoir au moins {minimum, plural, one {# propriété} many {# de propriétés} other {# propriétés}}.",
        "too_many_properties":
            "Doit avoir au plus {maximum, plural, one {# propriété} many {# de propriétés} other {# propriétés}}.",
        "too_few_items":
            "Doit avoir au moins {minimum, plural, one {# élément} many {# d’éléments} other {# éléments}}.",
        "too_many_items":
            "Doit avoir au plus {maximum, plural, one {# élément} many {# d’éléments} other {# éléments}}.",
        "duplicate_item": "L’élément {index} répète un élément précédent.",
        "too_few_contained":
            "Au moins {minimum, plural, one {# élément doit} many {# d’éléments doivent} other {# éléments doivent}} correspondre au schéma contains.",
        "too_many_contained":
            "Au plus {maximum, plural, one {# élément peut} many {# d’éléments peuvent} other {# éléments peuvent}} correspondre au schéma contains.",
        "several_alternatives": "Correspond à {count} des formes acceptées au lieu d’une seule.",
        "not_decided": "Impossible à décider : {reason}",
        "too_many_failures":
            "Plus de {maximum, plural, one {# erreur} many {# d’erreurs} other {# erreurs}} : les autres ne sont pas listées.",
    ]
}
