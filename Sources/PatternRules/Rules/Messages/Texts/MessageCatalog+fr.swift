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
    ]
}
