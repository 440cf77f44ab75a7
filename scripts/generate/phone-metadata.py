#!/usr/bin/env python3
"""Generates Sources/PatternRules/Generated/PhoneMetadataTable.swift from libphonenumber's metadata, as
PyPI phonenumbers ships it (scripts/lib/phone_metadata.py; Apache-2.0). To move to a newer release, run
scripts/generate/phone-release.sh VERSION, which changes the pin below and in every phone script and
regenerates every phone table and fixture.

Output: one line per territory, one per number type and one per number format, tab-separated, inside a
Swift raw string literal that `PhoneMetadata` parses on first use. Only what validation needs is kept:
calling code, international prefix, national prefix and its parsing rule, and per number type the
pattern, the possible national lengths and the example number, and the number formats (pattern, format,
leading digits, national prefix formatting rule, international format) for `PhoneNumber.formatted(_:)`.

Run from anywhere: python3 scripts/generate/phone-metadata.py [--check]
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("reference", "phonenumbers==9.0.43")

import phone_metadata  # noqa: E402
from generated_file import REPO, write_or_check  # noqa: E402

OUTPUT = REPO / "Sources" / "PatternRules" / "Generated" / "PhoneMetadataTable.swift"

# Attribute -> the name PatternRules uses (CLI `phone:XX:TYPE`, `PhoneNumberType.rawValue`), in the
# order libphonenumber's getNumberType tests them; fixed-line and mobile come last.
TYPES = [
    ("premium_rate", "premium-rate"),
    ("toll_free", "toll-free"),
    ("shared_cost", "shared-cost"),
    ("voip", "voip"),
    ("personal_number", "personal-number"),
    ("pager", "pager"),
    ("uan", "uan"),
    ("voicemail", "voicemail"),
    ("fixed_line", "fixed-line"),
    ("mobile", "mobile"),
]


def check_field(value, where):
    if "\t" in value or "\n" in value or '"#' in value:
        raise SystemExit(f"{where}: a field holds a tab, a line break or '\"#': {value!r}")
    return value


def lengths(values):
    return ",".join(str(length) for length in values or () if length != -1)


def territory_lines(territory):
    region = territory.id
    general = territory.general_desc
    header = [
        region,
        str(territory.country_code),
        "main" if territory.main_country_for_code else "",
        territory.international_prefix or "",
        territory.national_prefix or "",
        phone_metadata.national_prefix_for_parsing(territory),
        phone_metadata.dollars(territory.national_prefix_transform_rule),
        general.national_number_pattern or "",
        lengths(general.possible_length),
        lengths(general.possible_length_local_only),
        territory.leading_digits or "",
    ]
    lines = ["@" + "\t".join(check_field(field, region) for field in header)]
    for attribute, type_name in TYPES:
        description = getattr(territory, attribute)
        if description is None or description.national_number_pattern in (None, "", "NA"):
            continue
        if not lengths(description.possible_length):
            continue
        fields = [type_name, lengths(description.possible_length), description.national_number_pattern,
                  description.example_number or ""]
        lines.append("\t".join(check_field(field, f"{region} {type_name}") for field in fields))
    lines += format_lines(territory)
    return lines


def format_lines(territory):
    """`format  pattern  format  leadingDigits  nationalFirstGroup  intlFormat  optional` per format.

    leadingDigits is the last (most specific) pattern, as libphonenumber uses it; nationalFirstGroup is the
    national prefix formatting rule with $NP and $FG resolved (`0$1`, `($1)`), empty when there is none;
    intlFormat is `NA` where the format may not be used internationally, empty where it is the format;
    optional is `optional` where the national prefix may be left out when a number is written nationally
    (nationalPrefixOptionalWhenFormatting, the format's own or else the territory's), which the matcher of
    numbers in text reads.
    """
    lines = []
    for number_format in territory.number_format:
        leading = number_format.leading_digits_pattern
        fields = [
            "format",
            number_format.pattern,
            phone_metadata.dollars(number_format.format),
            leading[-1] if leading else "",
            phone_metadata.dollars(number_format.national_prefix_formatting_rule),
            phone_metadata.international_format(territory, number_format),
            "optional" if number_format.national_prefix_optional_when_formatting else "",
        ]
        lines.append("\t".join(check_field(field, f"{territory.id} format") for field in fields))
    return lines


def main():
    territories = phone_metadata.territories()
    lines = [line for territory in territories for line in territory_lines(territory)]
    regions = sum(1 for t in territories if t.id != "001")
    non_geographic = len(territories) - regions
    body = "\n".join(lines)
    release = phone_metadata.RELEASE
    write_or_check(OUTPUT, generator=__file__, text=
        "// swift-format-ignore-file\n"
        "// Generated by scripts/generate/phone-metadata.py; do not edit.\n"
        f"// Source: libphonenumber {release}'s PhoneNumberMetadata.xml, as PyPI phonenumbers {release} ships it\n"
        "// (python-phonenumbers), Apache License 2.0, Copyright (C) 2009 The Libphonenumber Authors.\n"
        f"// {regions} regions and {non_geographic} non-geographic entities (region 001).\n\n"
        "enum PhoneMetadataTable {\n"
        f'    static let release = "{release}"\n\n'
        "    /// `@region  code  main  internationalPrefix  nationalPrefix  nationalPrefixForParsing\n"
        "    /// transformRule  generalPattern  lengths  localOnlyLengths  leadingDigits`, then `type  lengths  pattern  example`\n"
        "    /// per type, then `format  pattern  format  leadingDigits  nationalFirstGroup  intlFormat  optional` per number\n"
        "    /// format.\n"
        f'    static let text = #"""\n{body}\n"""#\n'
        "}\n"
    )
    print(f"wrote {OUTPUT.relative_to(REPO)}: {regions} regions, {non_geographic} non-geographic, "
          f"{len(lines)} lines, {len(body)} characters")


if __name__ == "__main__":
    main()
