extension MessageCatalog {
    /// The JSON Schema keywords' messages in Simplified Chinese (`zh-Hans`).
    static let simplifiedChineseSchema: [String: String] = [
        "false_schema": "此处不允许任何值。",
        "wrong_type": "类型必须为 {expected}，实际为 {found}。",
        "not_in_enum": "必须是允许的值之一。",
        "not_const": "必须等于规定的值。",
        "format": "必须符合 {format} 格式。",
        "not_above_minimum": "必须大于 {minimum}。",
        "not_below_maximum": "必须小于 {maximum}。",
        "not_multiple_of": "必须是 {divisor} 的倍数。",
        "missing_property": "缺少必需的属性“{property}”。",
        "missing_dependency": "“{property}”要求属性“{dependency}”。",
        "property_not_allowed": "不允许属性“{property}”。",
        "too_few_properties": "至少需要 {minimum, plural, other {# 个属性}}。",
        "too_many_properties": "最多只能有 {maximum, plural, other {# 个属性}}。",
        "too_few_items": "至少需要 {minimum, plural, other {# 个元素}}。",
        "too_many_items": "最多只能有 {maximum, plural, other {# 个元素}}。",
        "duplicate_item": "元素 {index} 与之前的元素重复。",
        "too_few_contained": "至少需要 {minimum, plural, other {# 个元素}}符合 contains 模式。",
        "too_many_contained": "最多只能有 {maximum, plural, other {# 个元素}}符合 contains 模式。",
        "several_alternatives": "符合 {count} 种可接受的形式；必须恰好符合一种。",
        "not_decided": "无法判定：{reason}",
        "too_many_failures": "错误超过 {maximum, plural, other {# 个}}：其余的未列出。",
    ]
}
