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
    ]
}
