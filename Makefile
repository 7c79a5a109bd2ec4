# modgen — make targets (listed in README.md).
PREFIX ?= /usr/local
SWIFT ?= swift
CONFIG ?= debug
BIN_DIR = $(shell $(SWIFT) build -c $(CONFIG) --show-bin-path 2>/dev/null)
DEMO_DIR ?= .build/demo

.PHONY: all setup build release test install demo bench fuzz clean

all: build

# System packages the build and the tests need; installed with apt-get when missing.
setup:
	@sh .ci/setup.sh

build: setup
	$(SWIFT) build -c $(CONFIG)

# Release binaries carry the Swift runtime and Foundation (static): they start faster and run
# on a machine without Swift. On Linux, Package.swift also links them as one static executable
# (glibc and libyaml too); the linker then notes that Foundation's getpwuid and dlopen need the
# build machine's glibc at run time: modgen calls neither.
RELEASE = -c release --static-swift-stdlib

release: setup
	$(SWIFT) build $(RELEASE)

test: setup
	python3 Tests/Architecture/check_stages.py
	$(SWIFT) build --build-tests
	python3 Tests/Schema/check_schema.py "$$($(SWIFT) build --show-bin-path)/modgen"
	python3 Tests/Xcode/check_projects.py "$$($(SWIFT) build --show-bin-path)/modgen"
	python3 Tests/StandIn/check_standin.py "$$($(SWIFT) build --show-bin-path)/modgen"
	Tests/Bench/bench.sh --smoke
	$(SWIFT) test --skip-build

install: release
	install -d $(PREFIX)/bin $(PREFIX)/share/modgen
	install -m 755 "$$($(SWIFT) build $(RELEASE) --show-bin-path)/modgen" $(PREFIX)/bin/modgen
	install -m 755 "$$($(SWIFT) build $(RELEASE) --show-bin-path)/yaml2json" $(PREFIX)/bin/yaml2json
	rm -rf $(PREFIX)/share/modgen/Templates
	cp -R Templates $(PREFIX)/share/modgen/Templates

# Generate the Maps example (seed 003) into a scratch folder, show it, build its app.
demo: build
	rm -rf $(DEMO_DIR)
	"$(BIN_DIR)/modgen" generate --spec Examples/Maps/modules.yml --output $(DEMO_DIR)
	"$(BIN_DIR)/modgen" dump --spec Examples/Maps/modules.yml --type summary
	cd $(DEMO_DIR) && find Packages -name Package.swift | sort | sed 's|/Package.swift||'
	$(SWIFT) build --package-path $(DEMO_DIR)/Packages/App/MapsApp
	$(SWIFT) run --package-path $(DEMO_DIR)/Packages/App/MapsApp MapsApp
	@echo "Xcode workspace (every app shell and package; on a Mac: open it, pick the MapsApp scheme, run): $(DEMO_DIR)/Maps.xcworkspace"

# Speed and scale, medians of repeated runs, beside the floors and Yams (see Tests/Bench/README.md).
bench: setup
	Tests/Bench/bench.sh

# The libFuzzer target over the loader: bytes -> YAML tree -> spec -> rules.
FUZZ_SECONDS ?= 600
fuzz: setup
	Tests/Fuzz/run.sh $(FUZZ_SECONDS)

clean:
	rm -rf .build
