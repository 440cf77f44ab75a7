"""libphonenumber's metadata as PyPI `phonenumbers` ships it, for the phone table generators.

python-phonenumbers generates its `data/` modules from libphonenumber's PhoneNumberMetadata.xml and
PhoneNumberAlternateFormats.xml of the same release with libphonenumber's own build
(BuildMetadataFromXml), so one pin (`phonenumbers==X` in each generator's `rerun_inside` call,
scripts/generate/phone-release.sh moves them all) fixes every phone table and fixture. What the build
adds to the XML is undone here where our tables keep the XML's own form: a national prefix for parsing
that only repeats the national prefix (the build's default) is left empty, as the XML leaves it, and
`\\1` in formats is written `$1`, as the XML writes it.

Import after `python_env.rerun_inside(...)`, which installs phonenumbers.
"""
import re

import phonenumbers
from phonenumbers import phonenumbermatcher
from phonenumbers.phonemetadata import PhoneMetadata

RELEASE = phonenumbers.__version__


def territories():
    """Every territory's metadata in the XML's order: the regions by id, then the non-geographic
    entities (region `001`) by calling code."""
    regions = [PhoneMetadata.metadata_for_region(region) for region in sorted(phonenumbers.SUPPORTED_REGIONS)]
    entities = [PhoneMetadata.metadata_for_nongeo_region(code)
                for code in sorted(phonenumbers.COUNTRY_CODES_FOR_NON_GEO_REGIONS)]
    return regions + entities


def dollars(text):
    """A format or rule with python-phonenumbers' `\\1` group references written `$1`, as the XML does."""
    return re.sub(r"\\(\d)", r"$\1", text or "")


def national_prefix_for_parsing(territory):
    """The XML's `nationalPrefixForParsing`: empty where the build filled it in with the national prefix."""
    value = territory.national_prefix_for_parsing or ""
    return "" if value == (territory.national_prefix or "") else value


def international_format(territory, number_format):
    """The XML's `intlFormat` of a national format: empty where the international format is the same
    (or the territory lists none apart), `NA` where the format is not used internationally."""
    international = territory.intl_number_format or []
    if not international:
        return ""
    same = [f for f in international
            if f.pattern == number_format.pattern and f.leading_digits_pattern == number_format.leading_digits_pattern]
    if not same:
        return "NA"
    return "" if same[0].format == number_format.format else dollars(same[0].format)


def alternate_formats():
    """Each calling code's alternate formats, in the XML's order of its territories (by the id of the
    code's main region), the formats in their own order."""
    codes = sorted(phonenumbermatcher._ALT_NUMBER_FORMATS,
                   key=lambda code: phonenumbers.COUNTRY_CODE_TO_REGION_CODE[code][0])
    return [(code, phonenumbermatcher._ALT_NUMBER_FORMATS[code]) for code in codes]


def calling_codes():
    """Every calling code and its regions, main region first (`001` for a non-geographic entity), in
    ascending order of code as the XML's territories first name them."""
    return [(str(code), list(regions)) for code, regions in phonenumbers.COUNTRY_CODE_TO_REGION_CODE.items()]
