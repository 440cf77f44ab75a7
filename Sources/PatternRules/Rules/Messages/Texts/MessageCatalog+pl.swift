extension MessageCatalog {
    /// The messages in Polish (`pl`).
    static let polish: [String: String] = [
        "required": "To pole jest wymagane.",
        "too_short":
            "Musi mieć co najmniej {minimum, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}.",
        "too_long":
            "Może mieć co najwyżej {maximum, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}.",
        "wrong_length":
            "Musi mieć dokładnie {length, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}.",
        "pattern_mismatch": "Nie pasuje do oczekiwanego formatu.",
        "too_large": "Może wynosić co najwyżej {maximum}.",
        "too_small": "Musi wynosić co najmniej {minimum}.",
        "out_of_range": "Musi mieścić się w zakresie {range}.",
        "not_equal": "Wartości nie są zgodne.",
        "not_one_of": "Musi być jedną z wartości: {allowed}.",
        "no_alternative": "Nie odpowiada żadnej z dopuszczalnych postaci.",
        "forbidden": "Ta wartość jest niedozwolona.",
        "not_an_integer": "Musi być liczbą całkowitą.",
        "not_a_number": "Musi być liczbą.",
        "invalid": "Ta wartość jest nieprawidłowa.",
        "email": "Podaj prawidłowy adres e-mail.",
        "phone_number": "Podaj prawidłowy numer telefonu.",
        "calling_code": "Podaj numer kierunkowy kraju, np. +351.",
        "unknown_field": "nie jest polem tego zestawu reguł",
        "password_too_short":
            "Co najmniej {minimum, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}",
        "password_too_long":
            "Co najwyżej {maximum, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}",
        "password_too_many_bytes":
            "Co najwyżej {maximum, plural, one {# bajt} few {# bajty} many {# bajtów} other {# bajta}} tekstu (UTF-8)",
        "password_lowercase":
            "Co najmniej {minimum, plural, one {# mała litera} few {# małe litery} many {# małych liter} other {# małej litery}}",
        "password_uppercase":
            "Co najmniej {minimum, plural, one {# wielka litera} few {# wielkie litery} many {# wielkich liter} other {# wielkiej litery}}",
        "password_digits": "Co najmniej {minimum, plural, one {# cyfra} few {# cyfry} many {# cyfr} other {# cyfry}}",
        "password_symbols":
            "Co najmniej {minimum, plural, one {# symbol} few {# symbole} many {# symboli} other {# symbolu}}",
        "password_whitespace": "Bez spacji",
        "password_repeated":
            "Żaden znak nie więcej niż {maximum, plural, one {# raz} few {# razy} many {# razy} other {# razy}} z rzędu",
        "password_contains_user_input": "Nie zawiera Twojego imienia ani adresu e-mail",
        "password_too_weak": "Siła co najmniej {minimum} na 4",
    ]
}
