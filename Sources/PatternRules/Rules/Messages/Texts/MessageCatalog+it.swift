extension MessageCatalog {
    /// The messages in Italian (`it`).
    static let italian: [String: String] = [
        "required": "Questo campo è obbligatorio.",
        "too_short":
            "Deve contenere almeno {minimum, plural, one {# carattere} many {# di caratteri} other {# caratteri}}.",
        "too_long":
            "Deve contenere al massimo {maximum, plural, one {# carattere} many {# di caratteri} other {# caratteri}}.",
        "wrong_length":
            "Deve contenere esattamente {length, plural, one {# carattere} many {# di caratteri} other {# caratteri}}.",
        "pattern_mismatch": "Non corrisponde al formato previsto.",
        "too_large": "Deve essere al massimo {maximum}.",
        "too_small": "Deve essere almeno {minimum}.",
        "out_of_range": "Deve essere compreso in {range}.",
        "not_equal": "I valori non coincidono.",
        "not_one_of": "Deve essere uno dei seguenti valori: {allowed}.",
        "no_alternative": "Non corrisponde a nessuna delle forme accettate.",
        "forbidden": "Questo valore non è consentito.",
        "not_an_integer": "Deve essere un numero intero.",
        "not_a_number": "Deve essere un numero.",
        "invalid": "Questo valore non è valido.",
        "email": "Inserisci un indirizzo email valido.",
        "phone_number": "Inserisci un numero di telefono valido.",
        "iban": "Inserisci un IBAN valido.",
        "card_number": "Inserisci un numero di carta valido.",
        "calling_code": "Inserisci un prefisso internazionale come +351.",
        "unknown_field": "non è un campo di questo insieme di regole",
        "password_too_short": "Almeno {minimum, plural, one {# carattere} many {# di caratteri} other {# caratteri}}",
        "password_too_long":
            "Al massimo {maximum, plural, one {# carattere} many {# di caratteri} other {# caratteri}}",
        "password_too_many_bytes":
            "Al massimo {maximum, plural, one {# byte} many {# di byte} other {# byte}} di testo (UTF-8)",
        "password_lowercase":
            "Almeno {minimum, plural, one {# lettera minuscola} many {# di lettere minuscole} other {# lettere minuscole}}",
        "password_uppercase":
            "Almeno {minimum, plural, one {# lettera maiuscola} many {# di lettere maiuscole} other {# lettere maiuscole}}",
        "password_digits": "Almeno {minimum, plural, one {# cifra} many {# di cifre} other {# cifre}}",
        "password_symbols": "Almeno {minimum, plural, one {# simbolo} many {# di simboli} other {# simboli}}",
        "password_whitespace": "Nessuno spazio",
        "password_repeated":
            "Nessun carattere ripetuto più di {maximum, plural, one {# volta} many {# di volte} other {# volte}} di seguito",
        "password_contains_user_input": "Non contiene il tuo nome né la tua email",
        "password_too_weak": "Sicurezza di almeno {minimum} su 4",
        // The strength meter's feedback.
        "strength_top10_password": "È una delle 10 password più comuni.",
        "strength_top100_password": "È una delle 100 password più comuni.",
        "strength_common_password": "È una password molto comune.",
        "strength_similar_to_common": "Somiglia a una password molto usata.",
        "strength_single_word": "Una sola parola è facile da indovinare.",
        "strength_name_alone": "Un nome o un cognome da solo è facile da indovinare.",
        "strength_common_names": "I nomi e i cognomi comuni sono facili da indovinare.",
        "strength_straight_row": "Una fila dritta di tasti è facile da indovinare.",
        "strength_keyboard_pattern": "Uno schema breve sulla tastiera è facile da indovinare.",
        "strength_repeated_characters": "I caratteri ripetuti (aaa) sono facili da indovinare.",
        "strength_repeated_text":
            "Un testo ripetuto (abcabcabc) è appena più difficile da indovinare di una sola copia.",
        "strength_sequence": "Le sequenze (abc, 6543) sono facili da indovinare.",
        "strength_recent_year": "Gli anni recenti sono facili da indovinare.",
        "strength_date": "Le date sono spesso facili da indovinare.",
        "strength_add_words": "Aggiungi una o due parole; meglio se poco comuni.",
        "strength_use_few_words": "Usa alcune parole ed evita le frasi fatte.",
        "strength_no_symbols_needed": "Simboli, cifre e maiuscole non sono necessari.",
        "strength_longer_keyboard_pattern": "Usa uno schema sulla tastiera più lungo e con più cambi di direzione.",
        "strength_avoid_repeats": "Evita parole e caratteri ripetuti.",
        "strength_avoid_sequences": "Evita le sequenze.",
        "strength_avoid_recent_years": "Evita gli anni recenti.",
        "strength_avoid_personal_years": "Evita gli anni che hanno un significato per te.",
        "strength_avoid_personal_dates": "Evita date e anni che hanno un significato per te.",
        "strength_capital_first": "Una maiuscola iniziale serve a poco.",
        "strength_all_capitals": "Tutto maiuscolo è facile da indovinare quasi quanto tutto minuscolo.",
        "strength_reversed_word": "Una parola scritta al contrario non è molto più difficile da indovinare.",
        "strength_predictable_substitutions": "Le sostituzioni prevedibili (@ per a, 0 per o) servono a poco.",
    ]
}
