extension MessageCatalog {
    /// The JSON Schema keywords' messages in Brazilian Portuguese (`pt-BR`).
    static let brazilianPortugueseSchema: [String: String] = [
        "false_schema": "Nenhum valor é permitido aqui.",
        "wrong_type": "Deve ser do tipo {expected}, não {found}.",
        "not_in_enum": "Deve ser um dos valores permitidos.",
        "not_const": "Deve ser igual ao valor exigido.",
        "format": "Deve estar no formato {format}.",
        "not_above_minimum": "Deve ser maior que {minimum}.",
        "not_below_maximum": "Deve ser menor que {maximum}.",
        "not_multiple_of": "Deve ser múltiplo de {divisor}.",
        "missing_property": "Falta a propriedade obrigatória “{property}”.",
        "missing_dependency": "“{property}” exige a propriedade “{dependency}”.",
        "property_not_allowed": "A propriedade “{property}” não é permitida.",
        "too_few_properties":
            "Deve ter pelo menos {minimum, plural, one {# propriedade} many {# de propriedades} other {# propriedades}}.",
        "too_many_properties":
            "Deve ter no máximo {maximum, plural, one {# propriedade} many {# de propriedades} other {# propriedades}}.",
        "too_few_items": "Deve ter pelo menos {minimum, plural, one {# item} many {# de itens} other {# itens}}.",
        "too_many_items": "Deve ter no máximo {maximum, plural, one {# item} many {# de itens} other {# itens}}.",
        "duplicate_item": "O item {index} repete um item anterior.",
        "too_few_contained":
            "Pelo menos {minimum, plural, one {# item deve} many {# de itens devem} other {# itens devem}} atender ao esquema de contains.",
        "too_many_contained":
            "No máximo {maximum, plural, one {# item pode} many {# de itens podem} other {# itens podem}} atender ao esquema de contains.",
        "several_alternatives": "Atende a {count} das formas aceitas em vez de exatamente uma.",
        "not_decided": "Não foi possível decidir: {reason}",
        "too_many_failures":
            "Mais de {maximum, plural, one {# erro} many {# de erros} other {# erros}}: os demais não são listados.",
    ]
}
