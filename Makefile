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

release: setup
	$(SWIFT) build -c release

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

install: release
	install -d $(PREFIX)/bin $(PREFIX)/share/modgen
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/modgen" $(PREFIX)/bin/modgen
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/yaml2json" $(PREFIX)/bin/yaml2json
	rm -rf $(PREFIX)/share/modgen/Templates
	cp -R Templates $(PREFIX)/share/modgen/Templates

demo: build
	"$(BIN_DIR)/modgen" --help

clean:
	rm -rf .build
