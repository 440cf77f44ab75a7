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
        "iban": "Podaj prawidłowy numer IBAN.",
        "card_number": "Podaj prawidłowy numer karty.",
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
        // The strength meter's feedback.
        "strength_top10_password": "To jedno z 10 najczęściej używanych haseł.",
        "strength_top100_password": "To jedno ze 100 najczęściej używanych haseł.",
        "strength_common_password": "To bardzo popularne hasło.",
        "strength_similar_to_common": "To hasło przypomina często używane hasło.",
        "strength_single_word": "Pojedyncze słowo łatwo odgadnąć.",
        "strength_name_alone": "Samo imię lub nazwisko łatwo odgadnąć.",
        "strength_common_names": "Popularne imiona i nazwiska łatwo odgadnąć.",
        "strength_straight_row": "Prosty rząd klawiszy łatwo odgadnąć.",
        "strength_keyboard_pattern": "Krótki wzór na klawiaturze łatwo odgadnąć.",
        "strength_repeated_characters": "Powtarzające się znaki (aaa) łatwo odgadnąć.",
        "strength_repeated_text":
            "Powtórzony tekst (abcabcabc) jest niewiele trudniejszy do odgadnięcia niż pojedynczy.",
        "strength_sequence": "Sekwencje (abc, 6543) łatwo odgadnąć.",
        "strength_recent_year": "Niedawne lata łatwo odgadnąć.",
        "strength_date": "Daty często łatwo odgadnąć.",
        "strength_add_words": "Dodaj jeszcze jedno lub dwa słowa; nietypowe słowa są lepsze.",
        "strength_use_few_words": "Użyj kilku słów i unikaj popularnych zwrotów.",
        "strength_no_symbols_needed": "Symbole, cyfry i wielkie litery nie są potrzebne.",
        "strength_longer_keyboard_pattern": "Użyj dłuższego wzoru na klawiaturze, z większą liczbą zmian kierunku.",
        "strength_avoid_repeats": "Unikaj powtarzających się słów i znaków.",
        "strength_avoid_sequences": "Unikaj sekwencji.",
        "strength_avoid_recent_years": "Unikaj niedawnych lat.",
        "strength_avoid_personal_years": "Unikaj lat, które coś dla Ciebie znaczą.",
        "strength_avoid_personal_dates": "Unikaj dat i lat, które coś dla Ciebie znaczą.",
        "strength_capital_first": "Wielka pierwsza litera niewiele daje.",
        "strength_all_capitals": "Same wielkie litery są prawie tak łatwe do odgadnięcia jak same małe.",
        "strength_reversed_word": "Słowo zapisane od tyłu nie jest dużo trudniejsze do odgadnięcia.",
        "strength_predictable_substitutions": "Przewidywalne zamiany (@ zamiast a, 0 zamiast o) niewiele dają.",
    ]
}
