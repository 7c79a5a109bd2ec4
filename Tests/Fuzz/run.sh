#!/bin/sh
# Builds the libFuzzer target over modgen's loader (YAML bytes -> tree -> spec -> rules) and
# runs it for SECONDS (default 600). Usage: Tests/Fuzz/run.sh [SECONDS]
# Output: .build-fuzz/ (the binary, the working corpus, crash-* files). A crash stops the run
# with exit 1 and leaves its input in .build-fuzz/; keep it in Tests/Fuzz/regressions/.
set -eu

SECONDS_TO_RUN=${1:-600}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT="$ROOT/.build-fuzz"
BIN="$OUT/modgen-fuzz"
cd "$ROOT"
mkdir -p "$OUT/obj"

FLAGS="-sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -g -I $OUT/obj -I Sources/CLibYAML"

# The library sources the loader needs, module by module (YAMLTree, then the stages the
# loader runs: ModgenDiagnostics, ModgenSpec, ModgenGraph), then the entry point over them.
echo "fuzz: building $BIN"
OBJECTS=""
for module in YAMLTree ModgenDiagnostics ModgenSpec ModgenGraph; do
    swiftc $FLAGS -package-name modgen -module-name $module -wmo -emit-module \
        -emit-module-path "$OUT/obj/$module.swiftmodule" -c Sources/$module/*.swift -o "$OUT/obj/$module.o"
    OBJECTS="$OBJECTS $OUT/obj/$module.o"
done
swiftc $FLAGS -package-name modgen -module-name ModgenFuzz Tests/Fuzz/*.swift $OBJECTS -lyaml -o "$BIN"

# Seeds: the example specs, Tests/Fuzz/seeds and regressions, and the yaml-test-suite inputs,
# copied into a scratch folder each run (the corpus the fuzzer grows stays in .build-fuzz/corpus).
SEEDS="$OUT/seeds"
rm -rf "$SEEDS"
mkdir -p "$SEEDS" "$OUT/corpus"
for spec in Examples/*/modules.yml; do cp "$spec" "$SEEDS/example-$(basename "$(dirname "$spec")").yml"; done
for input in Tests/Fuzz/seeds/*.yml Tests/Fuzz/regressions/*.yml; do
    if [ -f "$input" ]; then cp "$input" "$SEEDS/$(basename "$(dirname "$input")")-$(basename "$input")"; fi
done
SUITE="$ROOT/../shared/yaml-test-suite/cases"
if [ -d "$SUITE" ]; then
    for case in "$SUITE"/*/; do
        if [ -f "$case/in.yaml" ]; then cp "$case/in.yaml" "$SEEDS/suite-$(basename "$case").yaml"; fi
    done
fi
echo "fuzz: $(ls "$SEEDS" | wc -l) seeds; running for $SECONDS_TO_RUN s"

# The input stands for modules.yml in Tests/Fuzz/home, whose include files it may name.
# A slow input (-timeout) or a memory bomb (-rss_limit_mb, -malloc_limit_mb) is a finding too.
# No leak check: LeakSanitizer reports the arrays of Swift's lazily made `static let`s (the
# spec's key lists, made by the first input that reads them) as direct leaks.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
export MODGEN_FUZZ_HOME="$ROOT/Tests/Fuzz/home"
"$BIN" "$OUT/corpus" "$SEEDS" \
    -dict=Tests/Fuzz/yaml-spec.dict \
    -max_len=65536 \
    -max_total_time="$SECONDS_TO_RUN" \
    -timeout=5 \
    -rss_limit_mb=1536 \
    -malloc_limit_mb=512 \
    -print_final_stats=1 \
    -detect_leaks=0 \
    -artifact_prefix="$OUT/"
