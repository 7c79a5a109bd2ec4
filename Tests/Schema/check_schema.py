#!/usr/bin/env python3
"""A third-party JSON Schema validator (Python `jsonschema`, Draft 2020-12) reads `modgen schema`:

- the schema itself is a valid 2020-12 schema (checked against the meta-schema);
- every example and fixture spec that `modgen validate` accepts validates against it, and so
  does every dump golden (`modgen dump --type yaml` writes a spec);
- specs with an unknown key, a misspelt key or a wrong value fail it, and `modgen validate`
  refuses each of them too (the schema and the decoder agree);
- every key of every spec file accepted here, misspelt, fails it;
- Examples/KitchenSink uses every module kind and every module key the schema knows.

Usage: check_schema.py MODGEN_BINARY. Exit 1 with every disagreement."""
import copy
import glob
import json
import os
import subprocess
import sys
import tempfile

import jsonschema
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ACCEPTED = sorted(glob.glob(os.path.join(ROOT, "Examples", "*", "modules.yml"))) + [
    os.path.join(ROOT, "Tests", "Fixtures", "generate", "requirements", "modules.yml"),
] + sorted(glob.glob(os.path.join(ROOT, "Tests", "Fixtures", "dump", "*.yml")))  # `modgen dump --type yaml` is a spec
BASE = "name: Shop\nmodules:\n  Search:\n    type: feature\n"
# (label, spec text): each is wrong in one way both the schema and modgen must see.
REFUSED = [
    ("unknown top-level key", BASE + "modulez: {}\n"),
    ("misspelt module key", BASE + "    dependecies: []\n"),
    ("unknown kind", "name: Shop\nmodules:\n  Search:\n    type: featur\n"),
    ("linkage not a choice", BASE.replace("feature", "core") + "    linkage: shared\n"),
    ("unknown option", BASE + "options:\n  layuot: single\n"),
    ("unknown platform", BASE + "options:\n  platforms:\n    iOSS: '16.0'\n"),
    ("resource rule", BASE.replace("feature", "core") + "    resources: [{path: R, rule: bundle}]\n"),
    ("plugin without product", BASE.replace("feature", "core") + "    plugins: [{package: Lint}]\n"),
    ("example not a boolean", BASE + "    example: [yes]\n"),
    ("modules a list", "name: Shop\nmodules: [Search]\n"),
    ("condition configuration", BASE.replace("feature", "core")
     + "    swiftSettings: {defines: [{value: DEBUG_MENU, condition: {configuration: staging}}]}\n"),
]


def modgen_accepts(modgen, path):
    run = subprocess.run([modgen, "validate", "--spec", path], capture_output=True, text=True)
    return run.returncode == 0, run.stderr.strip()


# Mappings whose keys the spec chooses (module names, aliases, kinds, attributes, test targets).
CHOSEN_KEYS = {"modules", "packages", "moduleTemplates", "rules", "templateAttributes", "testTargets"}


def misspelt_copies(document, path=()):
    """Every copy of `document` with one key of a schema-defined mapping misspelt (`key` ->
    `keyx`), with the path of that key."""
    if isinstance(document, dict):
        for key, value in document.items():
            here = path + (key,)
            if path[-1:] and path[-1] in CHOSEN_KEYS:
                pass  # a name the spec chooses: any spelling is valid
            else:
                yield here, {(k + "x" if k == key else k): v for k, v in document.items()}
            for where, child in misspelt_copies(value, here):
                yield where, {**document, key: child}
    elif isinstance(document, list):
        for index, item in enumerate(document):
            for where, child in misspelt_copies(item, path + (index,)):
                yield where, document[:index] + [child] + document[index + 1:]


def kitchen_sink_gaps(schema):
    """The module kinds and module keys of the schema that Examples/KitchenSink does not use."""
    with open(os.path.join(ROOT, "Examples", "KitchenSink", "modules.yml")) as handle:
        spec = yaml.safe_load(handle)
    module = schema["$defs"]["module"]["properties"]
    kinds = set(module["type"]["anyOf"][0]["enum"])
    modules = [entry or {} for entry in spec["modules"].values()]
    used_keys = set().union(*(entry.keys() for entry in modules))
    used_kinds = {entry.get("type") for entry in modules}
    return ([f"Examples/KitchenSink uses no module of kind '{kind}'" for kind in sorted(kinds - used_kinds)]
            + [f"Examples/KitchenSink uses no module key '{key}'" for key in sorted(set(module) - used_keys)])


def main():
    modgen = sys.argv[1]
    schema = json.loads(subprocess.run([modgen, "schema"], check=True, capture_output=True, text=True).stdout)
    validator_class = jsonschema.Draft202012Validator
    problems = []
    try:
        validator_class.check_schema(schema)
    except jsonschema.SchemaError as error:
        print(f"modgen schema is not a valid 2020-12 schema: {error.message}", file=sys.stderr)
        return 1
    validator = validator_class(schema)
    accepted = misspellings = 0
    for path in ACCEPTED:
        ok, message = modgen_accepts(modgen, path)
        if not ok:
            problems.append(f"{path}: modgen validate refuses it: {message}")
            continue
        with open(path) as handle:
            document = yaml.safe_load(handle)
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        for error in errors:
            problems.append(f"{path}: schema refuses what modgen accepts at {list(error.absolute_path)}: {error.message}")
        accepted += 1
        for where, broken in misspelt_copies(document):
            misspellings += 1
            if validator.is_valid(broken):
                problems.append(f"{path}: the key at {list(where)} misspelt still validates")
    problems += kitchen_sink_gaps(schema)
    with tempfile.TemporaryDirectory() as folder:
        for label, text in REFUSED:
            path = os.path.join(folder, "modules.yml")
            with open(path, "w") as handle:
                handle.write(text)
            if validator.is_valid(yaml.safe_load(text)):
                problems.append(f"{label}: the schema accepts it")
            ok, _ = modgen_accepts(modgen, path)
            if ok:
                problems.append(f"{label}: modgen validate accepts it (the schema refuses it)")
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"schema: {accepted} accepted specs valid, {misspellings} misspelt keys refused, "
          f"{len(REFUSED)} wrong specs refused by both; {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
