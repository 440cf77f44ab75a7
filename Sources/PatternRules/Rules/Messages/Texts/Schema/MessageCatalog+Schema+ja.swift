extension MessageCatalog {
    /// The JSON Schema keywords' messages in Japanese (`ja`).
    static let japaneseSchema: [String: String] = [
        "false_schema": "ここにはどの値も指定できません。",
        "wrong_type": "{expected}型である必要があります（実際は{found}）。",
        "not_in_enum": "許可された値のいずれかである必要があります。",
        "not_const": "指定された値と等しい必要があります。",
        "format": "{format}形式である必要があります。",
        "not_above_minimum": "{minimum}より大きい必要があります。",
        "not_below_maximum": "{maximum}より小さい必要があります。",
        "not_multiple_of": "{divisor}の倍数である必要があります。",
        "missing_property": "必須プロパティ「{property}」がありません。",
        "missing_dependency": "「{property}」にはプロパティ「{dependency}」が必要です。",
        "property_not_allowed": "プロパティ「{property}」は許可されていません。",
        "too_few_properties": "プロパティは{minimum, plural, other {#個}}以上必要です。",
        "too_many_properties": "プロパティは{maximum, plural, other {#個}}以下にしてください。",
        "too_few_items": "要素は{minimum, plural, other {#個}}以上必要です。",
        "too_many_items": "要素は{maximum, plural, other {#個}}以下にしてください。",
        "duplicate_item": "要素{index}は前の要素と重複しています。",
        "too_few_contained": "containsスキーマに一致する要素が{minimum, plural, other {#個}}以上必要です。",
        "too_many_contained": "containsスキーマに一致する要素は{maximum, plural, other {#個}}以下にしてください。",
        "several_alternatives": "許可された形式のうち{count}個に一致します。一致するのは1つだけでなければなりません。",
        "not_decided": "判定できませんでした: {reason}",
        "too_many_failures": "エラーが{maximum, plural, other {#件}}を超えています。残りは表示しません。",
    ]
}
