# Mapwright: release build, static Linux binary, install (docs/install.md).
#
#   make release                       release build in .build/ (macOS and Linux)
#   make install PREFIX=/usr/local     release build, then install mapwright to $(PREFIX)/bin
#   make install-only PREFIX=…         install what `make release` built, without building (for sudo)
#   make artifactbundle                dist/mapwright.artifactbundle(.zip): the binary for SwiftPM's binaryTarget
#   make static                        Linux: release build with the Swift standard library and Foundation
#                                      linked statically, in .build-static/; runs without a Swift toolchain
#   make install-static PREFIX=…       Linux: the static binary, installed to $(PREFIX)/bin
#   make uninstall PREFIX=…            remove $(PREFIX)/bin/mapwright
#
# DESTDIR is honoured for staged installs (packaging).

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
INSTALL ?= install
STATIC_SCRATCH_PATH ?= .build-static

RELEASE_FLAGS = -c release --product mapwright
STATIC_FLAGS = $(RELEASE_FLAGS) --static-swift-stdlib --scratch-path $(STATIC_SCRATCH_PATH)

UNAME_S := $(shell uname -s)

.PHONY: all release static install install-only install-static uninstall static-bin-path artifactbundle clean

all: release

release:
	$(SWIFT) build $(RELEASE_FLAGS)

static: linux-only
	$(SWIFT) build $(STATIC_FLAGS)

install: release
	$(MAKE) install-only

# Copies what `make release` built, without running SwiftPM: `make release && sudo make install-only`
# keeps root out of .build/.
install-only:
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)"
	$(INSTALL) -m 0755 "$$(cd .build/release && pwd -P)/mapwright" "$(DESTDIR)$(BINDIR)/mapwright"

install-static: static
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)"
	$(INSTALL) -m 0755 "$$($(SWIFT) build $(STATIC_FLAGS) --show-bin-path)/mapwright" "$(DESTDIR)$(BINDIR)/mapwright"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/mapwright"

# Prints the folder the static binary is built in (for scripts).
static-bin-path: linux-only
	@$(SWIFT) build $(STATIC_FLAGS) --show-bin-path

# mapwright.artifactbundle (and its zip and checksum) in dist/: the binary route (docs/install.md).
artifactbundle:
	scripts/artifactbundle.sh dist

clean:
	$(SWIFT) package clean
	rm -rf $(STATIC_SCRATCH_PATH)

.PHONY: linux-only
linux-only:
ifneq ($(UNAME_S),Linux)
	@echo "make: the static build is for Linux only; on macOS the Swift runtime is part of the system, use 'make release' or 'make install'" >&2
	@exit 1
endif
