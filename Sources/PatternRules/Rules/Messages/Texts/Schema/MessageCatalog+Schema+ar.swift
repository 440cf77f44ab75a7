extension MessageCatalog {
    /// The JSON Schema keywords' messages in Arabic (`ar`).
    static let arabicSchema: [String: String] = [
        "false_schema": "لا يُسمح بأي قيمة هنا.",
        "wrong_type": "يجب أن يكون من النوع {expected}، لا {found}.",
        "not_in_enum": "يجب أن تكون إحدى القيم المسموح بها.",
        "not_const": "يجب أن تساوي القيمة المطلوبة.",
        "format": "يجب أن يطابق التنسيق {format}.",
        "not_above_minimum": "يجب أن تكون القيمة أكبر من {minimum}.",
        "not_below_maximum": "يجب أن تكون القيمة أصغر من {maximum}.",
        "not_multiple_of": "يجب أن تكون القيمة من مضاعفات {divisor}.",
        "missing_property": "الخاصية المطلوبة «{property}» مفقودة.",
        "missing_dependency": "تتطلب «{property}» وجود الخاصية «{dependency}».",
        "property_not_allowed": "الخاصية «{property}» غير مسموح بها.",
        "too_few_properties":
            "يجب ألا يقل عدد الخصائص عن {minimum, plural, zero {# خاصية} one {خاصية واحدة} two {خاصيتين} few {# خصائص} many {# خاصية} other {# خاصية}}.",
        "too_many_properties":
            "يجب ألا يزيد عدد الخصائص على {maximum, plural, zero {# خاصية} one {خاصية واحدة} two {خاصيتين} few {# خصائص} many {# خاصية} other {# خاصية}}.",
        "too_few_items":
            "يجب ألا يقل عدد العناصر عن {minimum, plural, zero {# عنصر} one {عنصر واحد} two {عنصرين} few {# عناصر} many {# عنصرًا} other {# عنصر}}.",
        "too_many_items":
            "يجب ألا يزيد عدد العناصر على {maximum, plural, zero {# عنصر} one {عنصر واحد} two {عنصرين} few {# عناصر} many {# عنصرًا} other {# عنصر}}.",
        "duplicate_item": "العنصر {index} يكرر عنصرًا سابقًا.",
        "too_few_contained":
            "يجب ألا يقل عدد العناصر المطابقة لمخطط contains عن {minimum, plural, zero {# عنصر} one {عنصر واحد} two {عنصرين} few {# عناصر} many {# عنصرًا} other {# عنصر}}.",
        "too_many_contained":
            "يجب ألا يزيد عدد العناصر المطابقة لمخطط contains على {maximum, plural, zero {# عنصر} one {عنصر واحد} two {عنصرين} few {# عناصر} many {# عنصرًا} other {# عنصر}}.",
        "several_alternatives": "يطابق {count} من الصيغ المقبولة؛ يجب أن يطابق صيغة واحدة فقط.",
        "not_decided": "تعذّر الحسم: {reason}",
        "too_many_failures":
            "أكثر من {maximum, plural, zero {# خطأ} one {خطأ واحد} two {خطأين} few {# أخطاء} many {# خطأً} other {# خطأ}}: لم تُذكر البقية.",
    ]
}
