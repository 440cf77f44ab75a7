extension MessageCatalog {
    /// The messages in French (`fr`).
    static let french: [String: String] = [
        "required": "Ce champ est obligatoire.",
        "too_short":
            "Doit comporter au moins {minimum, plural, one {# caractère} many {# de caractères} other {# caractères}}.",
        "too_long":
            "Doit comporter au plus {maximum, plural, one {# caractère} many {# de caractères} other {# caractères}}.",
        "wrong_length":
            "Doit comporter exactement {length, plural, one {# caractère} many {# de caractères} other {# caractères}}.",
        "pattern_mismatch": "Ne correspond pas au format attendu.",
        "too_large": "Doit être inférieur ou égal à {maximum}.",
        "too_small": "Doit être supérieur ou égal à {minimum}.",
        "out_of_range": "Doit être compris dans {range}.",
        "not_equal": "Les valeurs ne correspondent pas.",
        "not_one_of": "Doit être l’une des valeurs suivantes : {allowed}.",
        "no_alternative": "Ne correspond à aucune des formes acceptées.",
        "forbidden": "Cette valeur n’est pas autorisée.",
        "not_an_integer": "Doit être un nombre entier.",
        "not_a_number": "Doit être un nombre.",
        "invalid": "Cette valeur n’est pas valide.",
        "email": "Saisissez une adresse e-mail valide.",
        "phone_number": "Saisissez un numéro de téléphone valide.",
        "iban": "Saisissez un IBAN valide.",
        "card_number": "Saisissez un numéro de carte valide.",
        "calling_code": "Saisissez un indicatif téléphonique de pays, par exemple +351.",
        "unknown_field": "n’est pas un champ de cet ensemble de règles",
        "password_too_short":
            "Au moins {minimum, plural, one {# caractère} many {# de caractères} other {# caractères}}",
        "password_too_long": "Au plus {maximum, plural, one {# caractère} many {# de caractères} other {# caractères}}",
        "password_too_many_bytes":
            "Au plus {maximum, plural, one {# octet} many {# d’octets} other {# octets}} de texte (UTF-8)",
        "password_lowercase":
            "Au moins {minimum, plural, one {# lettre minuscule} many {# de lettres minuscules} other {# lettres minuscules}}",
        "password_uppercase":
            "Au moins {minimum, plural, one {# lettre majuscule} many {# de lettres majuscules} other {# lettres majuscules}}",
        "password_digits": "Au moins {minimum, plural, one {# chiffre} many {# de chiffres} other {# chiffres}}",
        "password_symbols": "Au moins {minimum, plural, one {# symbole} many {# de symboles} other {# symboles}}",
        "password_whitespace": "Aucune espace",
        "password_repeated":
            "Aucun caractère plus de {maximum, plural, one {# fois} many {# de fois} other {# fois}} de suite",
        "password_contains_user_input": "Ne contient ni votre nom ni votre adresse e-mail",
        "password_too_weak": "Robustesse d’au moins {minimum} sur 4",
        // The strength meter's feedback.
        "strength_top10_password": "C’est l’un des 10 mots de passe les plus courants.",
        "strength_top100_password": "C’est l’un des 100 mots de passe les plus courants.",
        "strength_common_password": "C’est un mot de passe très courant.",
        "strength_similar_to_common": "Il ressemble à un mot de passe très utilisé.",
        "strength_single_word": "Un mot seul est facile à deviner.",
        "strength_name_alone": "Un prénom ou un nom de famille seul est facile à deviner.",
        "strength_common_names": "Les prénoms et noms de famille courants sont faciles à deviner.",
        "strength_straight_row": "Une rangée droite de touches est facile à deviner.",
        "strength_keyboard_pattern": "Un motif court sur le clavier est facile à deviner.",
        "strength_repeated_characters": "Les caractères répétés (aaa) sont faciles à deviner.",
        "strength_repeated_text":
            "Un texte répété (abcabcabc) n’est guère plus difficile à deviner qu’un seul exemplaire.",
        "strength_sequence": "Les suites (abc, 6543) sont faciles à deviner.",
        "strength_recent_year": "Les années récentes sont faciles à deviner.",
        "strength_date": "Les dates sont souvent faciles à deviner.",
        "strength_add_words": "Ajoutez un ou deux mots\u{00A0}; les mots peu courants sont préférables.",
        "strength_use_few_words": "Utilisez quelques mots et évitez les expressions courantes.",
        "strength_no_symbols_needed": "Les symboles, les chiffres et les majuscules ne sont pas nécessaires.",
        "strength_longer_keyboard_pattern":
            "Utilisez un motif de clavier plus long, avec plus de changements de direction.",
        "strength_avoid_repeats": "Évitez les mots et les caractères répétés.",
        "strength_avoid_sequences": "Évitez les suites.",
        "strength_avoid_recent_years": "Évitez les années récentes.",
        "strength_avoid_personal_years": "Évitez les années qui ont un sens pour vous.",
        "strength_avoid_personal_dates": "Évitez les dates et les années qui ont un sens pour vous.",
        "strength_capital_first": "Une majuscule initiale n’apporte pas grand-chose.",
        "strength_all_capitals": "Tout en majuscules est presque aussi facile à deviner que tout en minuscules.",
        "strength_reversed_word": "Un mot écrit à l’envers n’est guère plus difficile à deviner.",
        "strength_predictable_substitutions":
            "Les substitutions prévisibles (@ pour a, 0 pour o) n’apportent pas grand-chose.",
    ]
}
