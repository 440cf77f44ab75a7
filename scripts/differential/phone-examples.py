#!/usr/bin/env python3
"""Writes Tests/Fixtures/phone/metadata-examples.tsv: every example number of libphonenumber's metadata,
as PyPI phonenumbers ships it at the pin below (the release of our tables), one row per territory, for
PhoneMetadataExampleTests (each example must be valid for its territory and of its type).

Columns: region, calling code, national prefix, the fixed-line and mobile examples, then the other types'
examples as `type:number` (the XML's element names), in libphonenumber's order of types. The first line
names the release. Run from anywhere: python3 scripts/differential/phone-examples.py [--check]
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("reference", "phonenumbers==9.0.43")

import phone_metadata  # noqa: E402
import phonenumbers  # noqa: E402
from generated_file import REPO, write_or_check  # noqa: E402

assert phonenumbers.__version__ == "9.0.43", phonenumbers.__version__
OUTPUT = REPO / "Tests" / "Fixtures" / "phone" / "metadata-examples.tsv"
OTHER_TYPES = [("toll_free", "tollFree"), ("premium_rate", "premiumRate"), ("shared_cost", "sharedCost"),
               ("personal_number", "personalNumber"), ("voip", "voip"), ("uan", "uan"), ("pager", "pager"),
               ("voicemail", "voicemail")]


def example(description):
    return (description.example_number or "") if description is not None else ""


def main():
    lines = [f"# PyPI phonenumbers {phonenumbers.__version__}, scripts/differential/phone-examples.py",
             "region\tcountry_code\tnationalPrefix\tfixedLine_example\tmobile_example\tother_examples"]
    count = 0
    for territory in phone_metadata.territories():
        region = territory.id
        others = [f"{name}:{example(getattr(territory, attribute))}" for attribute, name in OTHER_TYPES
                  if example(getattr(territory, attribute))]
        fixed, mobile = example(territory.fixed_line), example(territory.mobile)
        count += len(others) + bool(fixed) + bool(mobile)
        lines.append("\t".join([region, str(territory.country_code), territory.national_prefix or "", fixed, mobile,
                                ",".join(others)]))
    write_or_check(OUTPUT, text="\n".join(lines) + "\n", generator=__file__)
    print(f"wrote {OUTPUT.relative_to(REPO)}: {len(lines) - 2} territories, {count} examples")


if __name__ == "__main__":
    main()
