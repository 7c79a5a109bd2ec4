#!/bin/sh
# Installs the system packages modgen's build and tests need, when they are missing.
set -eu

missing=""
pkg-config --exists yaml-0.1 2>/dev/null || missing="$missing libyaml-dev"
command -v pkg-config >/dev/null 2>&1 || missing="$missing pkg-config"
command -v dot >/dev/null 2>&1 || missing="$missing graphviz"

# Python test oracles: jsonschema reads `modgen schema`, PyYAML reads the specs it checks,
# openstep_parser reads the generated Xcode projects (Tests/Xcode/check_projects.py).
if ! python3 -c "import jsonschema, yaml, openstep_parser" 2>/dev/null; then
    echo "setup: installing jsonschema, PyYAML and openstep_parser (pip)"
    python3 -m pip install -q jsonschema pyyaml openstep_parser 2>/dev/null \
        || python3 -m pip install -q --break-system-packages jsonschema pyyaml openstep_parser
fi

[ -z "$missing" ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "setup: installing$missing"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
else
    echo "setup: missing$missing; install them (Debian: sudo apt-get install$missing; macOS: brew install libyaml graphviz)" >&2
    exit 1
fi
