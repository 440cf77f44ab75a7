#!/usr/bin/env python3
"""Generates Sources/PatternRules/Generated/PhoneMetadataTable.swift from libphonenumber's metadata.

Input: scripts/generate/data/PhoneNumberMetadata.xml, google/libphonenumber resources/PhoneNumberMetadata.xml at
commit f7e3e88c92b905c8d6edb81f336dbe25edc05b52 (release 9.0.35), Apache-2.0. To move to a newer release,
replace that file, update RELEASE and COMMIT below, run this script, then `./scripts/test`.

Output: one line per territory, one per number type and one per number format, tab-separated, inside a Swift raw string literal
that `PhoneMetadata` parses on first use. Only what validation needs is kept: calling code, international
prefix, national prefix and its parsing rule, and per number type the pattern, the possible national
lengths and the example number, and the number formats (pattern, format, leading digits, national prefix
formatting rule, international format) for `PhoneNumber.formatted(_:)`. White space inside patterns is removed, as libphonenumber's own build does.

Run from anywhere: python3 scripts/generate/phone-metadata.py
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))


from generated_file import write_or_check
import re
import xml.etree.ElementTree as ET

REPO = pathlib.Path(__file__).resolve().parents[2]
SOURCE = REPO / "scripts" / "generate" / "data" / "PhoneNumberMetadata.xml"
OUTPUT = REPO / "Sources" / "PatternRules" / "Generated" / "PhoneMetadataTable.swift"
RELEASE = "9.0.35"
COMMIT = "f7e3e88c92b905c8d6edb81f336dbe25edc05b52"

# XML element -> the name PatternRules uses (CLI `phone:XX:TYPE`, `PhoneNumberType.rawValue`), in the
# order libphonenumber's getNumberType tests them; fixed-line and mobile come last.
TYPES = [
    ("premiumRate", "premium-rate"),
    ("tollFree", "toll-free"),
    ("sharedCost", "shared-cost"),
    ("voip", "voip"),
    ("personalNumber", "personal-number"),
    ("pager", "pager"),
    ("uan", "uan"),
    ("voicemail", "voicemail"),
    ("fixedLine", "fixed-line"),
    ("mobile", "mobile"),
]


def squeeze(text):
    return re.sub(r"\s+", "", text or "")


def expand_lengths(spec):
    """'[6-8],10' -> [6, 7, 8, 10]; '-1' (type not used) -> []."""
    lengths = []
    for part in spec.split(","):
        part = part.strip()
        if part == "-1":
            return []
        if part.startswith("["):
            low, high = part[1:-1].split("-")
            lengths.extend(range(int(low), int(high) + 1))
        else:
            lengths.append(int(part))
    return sorted(set(lengths))


def describe(element):
    pattern = squeeze(element.findtext("nationalNumberPattern"))
    lengths_element = element.find("possibleLengths")
    lengths = expand_lengths(lengths_element.get("national")) if lengths_element is not None else None
    return pattern, lengths, squeeze(element.findtext("exampleNumber"))


def check_field(value, where):
    if "\t" in value or "\n" in value or '"#' in value:
        raise SystemExit(f"{where}: a field holds a tab, a line break or '\"#': {value!r}")
    return value


def possible_lengths(territory):
    """The general description's possible lengths as libphonenumber's build derives them: the union of
    every number description's national lengths, and the local-only lengths that are not national."""
    national, local_only = set(), set()
    for child in territory:
        lengths_element = child.find("possibleLengths")
        if child.tag == "generalDesc" or lengths_element is None:
            continue
        national.update(expand_lengths(lengths_element.get("national")))
        local = lengths_element.get("localOnly")
        if local:
            local_only.update(expand_lengths(local))
    return sorted(national), sorted(local_only - national)


def territory_lines(territory):
    region = territory.get("id")
    general_pattern, general_lengths, _ = describe(territory.find("generalDesc"))
    all_lengths, local_only_lengths = possible_lengths(territory)
    header = [
        region,
        territory.get("countryCode"),
        "main" if territory.get("mainCountryForCode") == "true" else "",
        squeeze(territory.get("internationalPrefix")),
        squeeze(territory.get("nationalPrefix")),
        squeeze(territory.get("nationalPrefixForParsing")),
        squeeze(territory.get("nationalPrefixTransformRule")),
        general_pattern,
        ",".join(map(str, all_lengths)),
        ",".join(map(str, local_only_lengths)),
        squeeze(territory.get("leadingDigits")),
    ]
    lines = ["@" + "\t".join(check_field(field, region) for field in header)]
    for element_name, type_name in TYPES:
        element = territory.find(element_name)
        if element is None:
            continue
        pattern, lengths, example = describe(element)
        if lengths is None:
            lengths = general_lengths
        if not pattern or pattern == "NA" or not lengths:
            continue
        fields = [type_name, ",".join(map(str, lengths)), pattern, example]
        lines.append("\t".join(check_field(field, f"{region} {type_name}") for field in fields))
    lines += format_lines(territory)
    return lines


def format_lines(territory):
    """`format  pattern  format  leadingDigits  nationalFirstGroup  intlFormat  optional` per availableFormats entry.

    leadingDigits is the last (most specific) pattern, as libphonenumber uses it; nationalFirstGroup is the
    national prefix formatting rule with $NP and $FG resolved (`0$1`, `($1)`), empty when there is none;
    intlFormat is `NA` where the format may not be used internationally, empty where it is the format;
    optional is `optional` where the national prefix may be left out when a number is written nationally
    (nationalPrefixOptionalWhenFormatting, the format's own or else the territory's), which the matcher of
    numbers in text reads.
    """
    region = territory.get("id")
    national_prefix = territory.get("nationalPrefix") or ""
    territory_rule = territory.get("nationalPrefixFormattingRule") or ""
    territory_optional = territory.get("nationalPrefixOptionalWhenFormatting") == "true"
    formats = territory.find("availableFormats")
    lines = []
    for number_format in [] if formats is None else formats.findall("numberFormat"):
        leading = number_format.findall("leadingDigits")
        rule = number_format.get("nationalPrefixFormattingRule", territory_rule)
        rule = rule.replace("$NP", national_prefix, 1).replace("$FG", "$1", 1)
        intl = number_format.findtext("intlFormat")
        optional = number_format.get("nationalPrefixOptionalWhenFormatting")
        optional = territory_optional if optional is None else optional == "true"
        fields = [
            "format",
            squeeze(number_format.get("pattern")),
            number_format.findtext("format").strip(),
            squeeze(leading[-1].text) if leading else "",
            rule,
            "" if intl is None else intl.strip(),
            "optional" if optional else "",
        ]
        lines.append("\t".join(check_field(field, f"{region} format") for field in fields))
    return lines


def main():
    root = ET.parse(SOURCE).getroot()
    territories = root.find("territories").findall("territory")
    lines = [line for territory in territories for line in territory_lines(territory)]
    regions = {t.get("id") for t in territories if t.get("id") != "001"}
    non_geographic = sum(1 for t in territories if t.get("id") == "001")
    body = "\n".join(lines)
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    write_or_check(OUTPUT, generator=__file__, text=
        "// swift-format-ignore-file\n"
        "// Generated by scripts/generate/phone-metadata.py; do not edit.\n"
        f"// Source: libphonenumber {RELEASE} (google/libphonenumber, resources/PhoneNumberMetadata.xml,\n"
        f"// commit {COMMIT}), Apache License 2.0, Copyright (C) 2009 The Libphonenumber Authors.\n"
        f"// {len(regions)} regions and {non_geographic} non-geographic entities (region 001).\n\n"
        "enum PhoneMetadataTable {\n"
        f'    static let release = "{RELEASE}"\n\n'
        "    /// `@region  code  main  internationalPrefix  nationalPrefix  nationalPrefixForParsing\n"
        "    /// transformRule  generalPattern  lengths  localOnlyLengths  leadingDigits`, then `type  lengths  pattern  example`\n"
        "    /// per type, then `format  pattern  format  leadingDigits  nationalFirstGroup  intlFormat  optional` per number\n"
        "    /// format.\n"
        f'    static let text = #"""\n{body}\n"""#\n'
        "}\n"
    )
    print(f"wrote {OUTPUT.relative_to(REPO)}: {len(regions)} regions, {non_geographic} non-geographic, "
          f"{len(lines)} lines, {len(body)} characters")


if __name__ == "__main__":
    main()
