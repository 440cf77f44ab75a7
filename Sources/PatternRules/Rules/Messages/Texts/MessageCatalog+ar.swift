extension MessageCatalog {
    /// The messages in Arabic (`ar`).
    static let arabic: [String: String] = [
        "required": "هذا الحقل مطلوب.",
        "too_short":
            "يجب ألا يقل الطول عن {minimum, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.",
        "too_long":
            "يجب ألا يزيد الطول على {maximum, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.",
        "wrong_length":
            "يجب أن يكون الطول {length, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}} بالضبط.",
        "pattern_mismatch": "لا يطابق التنسيق المتوقع.",
        "too_large": "يجب ألا تزيد القيمة على {maximum}.",
        "too_small": "يجب ألا تقل القيمة عن {minimum}.",
        "out_of_range": "يجب أن تكون القيمة ضمن {range}.",
        "not_equal": "القيمتان غير متطابقتين.",
        "not_one_of": "يجب أن تكون إحدى القيم التالية: {allowed}.",
        "no_alternative": "لا يطابق أيًّا من الصيغ المقبولة.",
        "forbidden": "هذه القيمة غير مسموح بها.",
        "not_an_integer": "يجب أن يكون عددًا صحيحًا.",
        "not_a_number": "يجب أن يكون رقمًا.",
        "invalid": "هذه القيمة غير صالحة.",
        "email": "أدخل عنوان بريد إلكتروني صالحًا.",
        "phone_number": "أدخل رقم هاتف صالحًا.",
        "iban": "أدخل رقم IBAN صالحًا.",
        "card_number": "أدخل رقم بطاقة صالحًا.",
        "calling_code": "أدخل رمز الاتصال الدولي للبلد، مثل +351.",
        "unknown_field": "ليس حقلًا في مجموعة القواعد هذه",
        "password_too_short":
            "{minimum, plural, zero {# حرف} one {حرف واحد} two {حرفان} few {# أحرف} many {# حرفًا} other {# حرف}} على الأقل",
        "password_too_long":
            "{maximum, plural, zero {# حرف} one {حرف واحد} two {حرفان} few {# أحرف} many {# حرفًا} other {# حرف}} على الأكثر",
        "password_too_many_bytes":
            "{maximum, plural, zero {# بايت} one {بايت واحد} two {بايتان} few {# بايتات} many {# بايتًا} other {# بايت}} من النص على الأكثر (UTF-8)",
        "password_lowercase":
            "{minimum, plural, zero {# حرف صغير} one {حرف صغير واحد} two {حرفان صغيران} few {# أحرف صغيرة} many {# حرفًا صغيرًا} other {# حرف صغير}} على الأقل",
        "password_uppercase":
            "{minimum, plural, zero {# حرف كبير} one {حرف كبير واحد} two {حرفان كبيران} few {# أحرف كبيرة} many {# حرفًا كبيرًا} other {# حرف كبير}} على الأقل",
        "password_digits":
            "{minimum, plural, zero {# رقم} one {رقم واحد} two {رقمان} few {# أرقام} many {# رقمًا} other {# رقم}} على الأقل",
        "password_symbols":
            "{minimum, plural, zero {# رمز} one {رمز واحد} two {رمزان} few {# رموز} many {# رمزًا} other {# رمز}} على الأقل",
        "password_whitespace": "بدون مسافات",
        "password_repeated":
            "لا يتكرر أي حرف أكثر من {maximum, plural, zero {# مرة} one {مرة واحدة} two {مرتين} few {# مرات} many {# مرة} other {# مرة}} متتالية",
        "password_contains_user_input": "لا يحتوي على اسمك أو بريدك الإلكتروني",
        "password_too_weak": "قوة لا تقل عن {minimum} من 4",
        // The strength meter's feedback.
        "strength_top10_password": "هذه واحدة من أكثر 10 كلمات مرور شيوعًا.",
        "strength_top100_password": "هذه واحدة من أكثر 100 كلمة مرور شيوعًا.",
        "strength_common_password": "هذه كلمة مرور شائعة جدًا.",
        "strength_similar_to_common": "هذه قريبة من كلمة مرور شائعة الاستخدام.",
        "strength_single_word": "الكلمة الواحدة سهلة التخمين.",
        "strength_name_alone": "الاسم الأول أو اسم العائلة وحده سهل التخمين.",
        "strength_common_names": "الأسماء الأولى وأسماء العائلات الشائعة سهلة التخمين.",
        "strength_straight_row": "الصف المستقيم من المفاتيح سهل التخمين.",
        "strength_keyboard_pattern": "النمط القصير على لوحة المفاتيح سهل التخمين.",
        "strength_repeated_characters": "الأحرف المكررة (\u{2068}aaa\u{2069}) سهلة التخمين.",
        "strength_repeated_text":
            "النص المكرر (\u{2068}abcabcabc\u{2069}) ليس أصعب تخمينًا من نسخة واحدة منه إلا قليلًا.",
        "strength_sequence": "التسلسلات (\u{2068}abc, 6543\u{2069}) سهلة التخمين.",
        "strength_recent_year": "السنوات الأخيرة سهلة التخمين.",
        "strength_date": "التواريخ غالبًا ما تكون سهلة التخمين.",
        "strength_add_words": "أضف كلمة أو كلمتين أخريين؛ والكلمات غير الشائعة أفضل.",
        "strength_use_few_words": "استخدم بضع كلمات وتجنب العبارات الشائعة.",
        "strength_no_symbols_needed": "لا حاجة إلى الرموز أو الأرقام أو الأحرف الكبيرة.",
        "strength_longer_keyboard_pattern": "استخدم نمطًا أطول على لوحة المفاتيح مع انعطافات أكثر.",
        "strength_avoid_repeats": "تجنب تكرار الكلمات والأحرف.",
        "strength_avoid_sequences": "تجنب التسلسلات.",
        "strength_avoid_recent_years": "تجنب السنوات الأخيرة.",
        "strength_avoid_personal_years": "تجنب السنوات التي تعني لك شيئًا.",
        "strength_avoid_personal_dates": "تجنب التواريخ والسنوات التي تعني لك شيئًا.",
        "strength_capital_first": "الحرف الكبير في البداية لا يضيف الكثير.",
        "strength_all_capitals": "الأحرف الكبيرة كلها سهلة التخمين تقريبًا مثل الأحرف الصغيرة كلها.",
        "strength_reversed_word": "الكلمة المكتوبة بالمقلوب ليست أصعب تخمينًا بكثير.",
        "strength_predictable_substitutions":
            "الاستبدالات المتوقعة (\u{2068}@\u{2069} بدل \u{2068}a\u{2069}، \u{2068}0\u{2069} بدل \u{2068}o\u{2069}) لا تضيف الكثير.",
    ]
}
