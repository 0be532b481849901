# Weiqi Arbiter: `make run` builds and starts the program, `make test` runs
# every test. Both first install what the build needs (Debian/Ubuntu).

# The go on PATH, else the usual install folder (re-read after deps installs one).
GO = $(or $(shell command -v go 2>/dev/null),/usr/local/go/bin/go)
# Two programs side by side (Linux, macOS): BIN runs the commands and, for
# the window, replaces itself with WINDOW_BIN, the same package built with
# the tag "window", so that no command pays for Fyne's start-up (README,
# "Two programs"). Windows' .exe holds both.
BIN := build/weiqi-arbiter
WINDOW_BIN := build/weiqi-arbiter-window
RELEASE_TAGS := migrated_fynedo
WINDOW_TAGS := $(RELEASE_TAGS),window
BUILD_PKGS := gcc pkg-config libc6-dev libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev \
	libxinerama-dev libxi-dev libxxf86vm-dev libasound2-dev
TEST_PKGS := xvfb x11-utils xdotool imagemagick poppler-utils chromium fonts-wqy-microhei zbar-tools
WINDOWS_PKGS := gcc-mingw-w64-x86-64
# The Windows build started under Wine, and its zip and MSI (wine-test).
WINE_PKGS := wine64 wixl msitools locales zip unzip
# Packages tested with the race detector.
RACE_PKGS := ./domain/... ./storage/...
# Every "go test" of make test stops a package that runs longer than this
# (a hang fails instead of stalling CI). The slowest package, ui, takes
# about 2 minutes on a quiet 2-core machine, and 11 were seen on a machine
# shared and loaded (go test's own 10 are too few); see
# docs/benchmarks.md, "The test suite's time".
TEST_TIMEOUT := 30m
GOTEST = $(GO) test -timeout $(TEST_TIMEOUT)

.PHONY: run build programs deps test test-deps lint complexity vet unit race fuzz smoke windows bench clean
.PHONY: wine-deps windows-package wine-test

# FILE is one path, spaces and all (make run FILE="比赛/市少儿赛 2026.wqa").
run: build
	$(BIN) $(if $(FILE),'$(subst ','\'',$(FILE))')

build: deps
	@$(MAKE) --no-print-directory programs

# The two programs, without the install step.
programs:
	$(GO) build -tags $(RELEASE_TAGS) -o $(BIN) .
	$(GO) build -tags $(WINDOW_TAGS) -o $(WINDOW_BIN) .

deps:
	@scripts/deps.sh $(BUILD_PKGS)

test-deps:
	@scripts/deps.sh $(BUILD_PKGS) $(TEST_PKGS) $(WINDOWS_PKGS)

test: test-deps lint complexity vet unit race fuzz windows smoke wine-test

# Unformatted code and staticcheck findings fail the build. staticcheck's
# version is pinned in go.mod's tool block. The top package is checked as
# each of its two programs (the window's files have the tag "window").
lint:
	@unformatted=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
		if [ -n "$$unformatted" ]; then echo "gofmt would change:"; echo "$$unformatted"; exit 1; fi
	$(GO) tool staticcheck ./...
	$(GO) tool staticcheck -tags $(WINDOW_TAGS) .

# No function is over 30 in cyclomatic complexity (gocyclo, pinned in
# go.mod's tool block); tests aside. The one exception is the blossom
# matcher of domain/matching — (*matcher).solve and its release —
# Edmonds' primal-dual algorithm, which reads as one piece against its
# invariants.
complexity:
	@over=$$($(GO) tool gocyclo -over 30 -ignore '_test\.go$$' . | grep -v ' (\*matcher)\.\(solve\|release\) domain/matching/matching\.go:'); \
		if [ -n "$$over" ]; then echo "cyclomatic complexity over 30 (split the function):"; echo "$$over"; exit 1; fi

# ./... leaves out testdata folders: the hall's load generator is vetted
# (so built) on its own, so that it keeps up with the packages it drives.
vet:
	$(GO) vet ./... ./venue/testdata/hallload/
	$(GO) vet -tags $(WINDOW_TAGS) .

# The tests on the large shared corpora skip when ../shared/testdata is
# missing (a fresh clone): said once here; under CI=true they fail instead.
# The fixtures in testdata/ always run. A package may take its tests
# TEST_TIMEOUT. The top package's tests run for each of its two programs.
unit:
	@test -d ../shared/testdata || test -n "$$SHARED_TESTDATA" || echo "note: ../shared/testdata not found: the tests on the large corpora are skipped (the fixtures in testdata/ run; CI=true makes a missing corpus fail)"
	$(GOTEST) -count=1 ./...
	$(GOTEST) -count=1 -tags $(WINDOW_TAGS) .

race:
	$(GOTEST) -count=1 -short -race $(RACE_PKGS)

# A short run of every reader of outside input, each for a fixed number of
# inputs (their seeds also run in every "go test"): no panic,
# bounded, and what they accept holds together. The SGF reader (what it reads
# it writes back equivalently); typed results (the result parser and a desk's
# "12 b" entry) and stone counts; the registration-list reader (CSV and
# .xlsx), the OpenGotha reader, the TRF reader (refusals name their line) and
# a desk's list of results (CSV); what the hall types on the venue network;
# the game clock pressed at any nanosecond against a model of the rules.
# Counts, not durations: Go 1.26's fuzzing coordinator can fail a run that
# found nothing with "context deadline exceeded" when its -fuzztime ends
# while a worker is busy (go.dev/issue/75804, fixed in Go 1.27); it did so
# once here on a loaded machine. A count has no deadline to race.
fuzz:
	$(GOTEST) -run '^$$' -fuzz FuzzParse -fuzztime 30000x ./domain/sgf/
	$(GOTEST) -run '^$$' -fuzz FuzzParseResult -fuzztime 5000x ./domain/tournament/
	$(GOTEST) -run '^$$' -fuzz FuzzParseEntry -fuzztime 5000x ./domain/tournament/
	$(GOTEST) -run '^$$' -fuzz FuzzFoldName -fuzztime 20000x ./domain/tournament/
	$(GOTEST) -run '^$$' -fuzz FuzzParseStones -fuzztime 5000x ./domain/scoring/
	$(GOTEST) -run '^$$' -fuzz '^FuzzRead$$' -fuzztime 40000x ./interchange/roster/
	$(GOTEST) -run '^$$' -fuzz '^FuzzRead$$' -fuzztime 40000x ./interchange/opengotha/
	$(GOTEST) -run '^$$' -fuzz '^FuzzRead$$' -fuzztime 50000x ./interchange/trf/
	$(GOTEST) -run '^$$' -fuzz '^FuzzRead$$' -fuzztime 60000x ./interchange/resultlist/
	$(GOTEST) -run '^$$' -fuzz FuzzVenueInput -fuzztime 5000x ./venue/
	$(GOTEST) -run '^$$' -fuzz FuzzClock -fuzztime 20000x ./domain/clock/

# The real program under Xvfb, started as users start it (BIN, which opens
# WINDOW_BIN in its place): its window shows; the game clock runs on the
# system clock through byo-yomi to a time-out, pressed from the keyboard;
# SIGTERM and SIGINT end it and release the file, whatever it shows.
smoke: programs
	scripts/smoke.sh
	scripts/clock-realtime.sh
	scripts/quit-signal.sh

# The Windows build: weiqi-arbiter.exe with the icon and metadata of
# FyneApp.toml, cross-compiled with Debian's mingw-w64. Debian's mingw gcc
# protects the stack, so libssp is linked in statically. It is the one
# program, window and commands (window.go is built for Windows without a
# tag): a GUI-subsystem .exe cannot hand its place to another.
# fyne package rewrites FyneApp.toml (it bumps Build): the committed file is
# put back afterwards so that a build leaves the tree clean.
windows: test-deps
	$(GO) build -o build/fyne fyne.io/tools/cmd/fyne
	cp FyneApp.toml build/FyneApp.toml.orig
	CC=x86_64-w64-mingw32-gcc CGO_ENABLED=1 CGO_LDFLAGS="-l:libssp.a" \
		build/fyne package --os windows --release --tags $(RELEASE_TAGS) --name weiqi-arbiter.exe; \
		status=$$?; cp build/FyneApp.toml.orig FyneApp.toml; rm -f fyne_metadata_init.go; exit $$status
	mv weiqi-arbiter.exe build/weiqi-arbiter.exe

# Wine and the packaging tools, and the Chinese and English locales the
# Wine tests run in (without an installed locale Wine garbles Chinese
# arguments).
wine-deps:
	@scripts/deps.sh $(WINE_PKGS)
	@scripts/locales.sh

# What a Windows user downloads, in build/dist/: the portable zip and the
# MSI installer (wixl), both of build/weiqi-arbiter.exe.
windows-package: windows wine-deps
	scripts/wine/package.sh

# The Windows build started and driven under Wine (scripts/wine/test.sh):
# the event on a Chinese path against the Linux build's documents (BIN's
# commands), the window in Chinese and English, Windows' own behaviour, the
# zip and the MSI.
wine-test: windows-package
	$(GO) build -tags $(RELEASE_TAGS) -o $(BIN) .
	scripts/wine/test.sh

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

clean:
	rm -rf build
