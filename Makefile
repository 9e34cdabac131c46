# xlate - one Makefile, no recursive make.
#   make          build/xlate (optimized; with GCC, profile-guided: PGO=0 without)
#   make check    setup, sanitizer build, unit tests, lit tests, llvm-as round trips,
#                 streamed = --no-stream output, the fuzz targets' smoke (clang-19)
#   make demo     setup, build, translate the bundled examples
#   make bench    speed/memory against the reference tools
#   make install  PREFIX=/usr/local DESTDIR= (bindir, libdir, includedir, mandir
#                 overridable): bin/xlate, lib/libxlate.{a,so}, include/xlate/xlate.h,
#                 share/man/man1/xlate.1, lib/pkgconfig/xlate.pc; make uninstall
#   make fuzz     libFuzzer targets of tests/fuzz, each for FUZZ_SECONDS
#   make check-clang   make check with clang-19 (ASan+UBSan), in build/clang
# Sources are found by wildcard: add a .c under src/ and it is built.

CC      ?= cc
RE2C    ?= re2c
BISON   ?= bison
WARN    := -std=c11 -Wall -Wextra -Werror -Wno-unused-parameter
CPPFLAGS += -D_POSIX_C_SOURCE=200809L -Iinclude -I$(B)/gen -Isrc
OPT     ?= -O3 -g
SANFLAGS := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all

B := build
GRAMMARS := $(wildcard grammar/*.y)
LEXERS   := $(wildcard grammar/*.re)
GEN_C    := $(patsubst grammar/%.y,$(B)/gen/%.tab.c,$(GRAMMARS)) \
            $(patsubst grammar/%.re,$(B)/gen/%.lex.c,$(LEXERS))
GEN_H    := $(patsubst grammar/%.y,$(B)/gen/%.tab.h,$(GRAMMARS))
LIB_SRC  := $(filter-out src/tools/%,$(wildcard src/*/*.c))
TOOL_SRC := $(wildcard src/tools/*.c)
UNIT_SRC := $(wildcard tests/unit/*.c)

# release objects in build/obj, sanitizer objects in build/san, objects
# of the shared library (position independent, only xlate_* visible) in
# build/pic, instrumented ones (profile-guided optimization) in build/pgo
OBJ      := $(patsubst %.c,$(B)/obj/%.o,$(LIB_SRC)) $(patsubst $(B)/gen/%.c,$(B)/obj/gen/%.o,$(GEN_C))
GOBJ     := $(patsubst %.c,$(B)/pgo/%.o,$(LIB_SRC) $(TOOL_SRC)) $(patsubst $(B)/gen/%.c,$(B)/pgo/gen/%.o,$(GEN_C))
SOBJ     := $(patsubst %.c,$(B)/san/%.o,$(LIB_SRC)) $(patsubst $(B)/gen/%.c,$(B)/san/gen/%.o,$(GEN_C))
POBJ     := $(patsubst %.c,$(B)/pic/%.o,$(LIB_SRC)) $(patsubst $(B)/gen/%.c,$(B)/pic/gen/%.o,$(GEN_C))
PICFLAGS := -fPIC -fvisibility=hidden

# the library's version (xlate.h's XLATE_VERSION_*); the soname carries the major
VERSION  := 0.1.0
SOMAJOR  := 0
SONAME   := libxlate.so.$(SOMAJOR)

PREFIX     ?= /usr/local
DESTDIR    ?=
bindir     ?= $(PREFIX)/bin
libdir     ?= $(PREFIX)/lib
includedir ?= $(PREFIX)/include
mandir     ?= $(PREFIX)/share/man
pkgconfigdir ?= $(libdir)/pkgconfig

.PHONY: FORCE all lib check demo bench setup unit lit roundtrip import-roundtrip install-check install uninstall llvm14-roundtrip stream-eq check-clang fuzz fuzz-build fuzz-smoke fuzz-regress clean
.DELETE_ON_ERROR:
.SECONDARY:

all: $(B)/xlate
lib: $(B)/libxlate.a $(B)/libxlate.so.$(VERSION)

$(B)/gen/%.tab.c $(B)/gen/%.tab.h: grammar/%.y
	@mkdir -p $(@D)
	$(BISON) -Wall -Werror --defines=$(B)/gen/$*.tab.h -o $(B)/gen/$*.tab.c $<

$(B)/gen/%.lex.c: grammar/%.re $(GEN_H)
	@mkdir -p $(@D)
	$(RE2C) -W -Werror --no-generation-date -o $@ $<

# Profile-guided optimization, with GCC (PGO=1 by default; other
# compilers, or PGO=0: none): build/pgo/xlate, instrumented, translates
# the inputs of tests/ and corpus/ every way (scripts/pgo-train.sh); its
# profile, one .gcda per object, is written next to build/obj's objects
# (-dumpbase: GCC names a static function's profile by the object it is
# compiled to), which are compiled with it.  Same source, same output:
# only faster (the hot paths laid out and inlined as that run found them).
PGO ?= $(shell $(CC) -dM -E -x c /dev/null 2>/dev/null | grep -q __clang__ || echo 1)
ifeq ($(PGO),1)
PGO_USE  := -fprofile-use -fprofile-partial-training -Wno-missing-profile
PGO_DEP  := $(B)/pgo/trained
endif
PGO_GEN  := -fprofile-generate -fprofile-update=single

# The compiler and flags the objects are built with: a change (OPT=...,
# another CC) builds them all again, the profile too (a profile made by
# objects compiled otherwise does not match them: GCC's coverage-mismatch).
FLAGS_SEEN := $(B)/flags
FLAGS_TEXT := $(CC) $(CPPFLAGS) $(WARN) $(OPT) $(SANFLAGS) $(PICFLAGS) $(PGO)
$(FLAGS_SEEN): FORCE
	@mkdir -p $(@D)
	@echo '$(FLAGS_TEXT)' | cmp -s - $@ || echo '$(FLAGS_TEXT)' > $@
FORCE:

$(B)/obj/gen/%.o: $(B)/gen/%.c $(GEN_H) $(PGO_DEP) $(FLAGS_SEEN)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(WARN) -Wno-unused-function -Wno-sign-compare -Wno-unused-but-set-variable $(OPT) $(PGO_USE) -MMD -MP -c -o $@ $<
$(B)/obj/%.o: %.c $(GEN_H) $(PGO_DEP) $(FLAGS_SEEN)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(WARN) $(OPT) $(PGO_USE) -MMD -MP -c -o $@ $<
$(B)/pgo/gen/%.o: $(B)/gen/%.c $(GEN_H) $(FLAGS_SEEN)
	@mkdir -p $(@D)
	@mkdir -p $(B)/obj/gen
	$(CC) $(CPPFLAGS) $(WARN) -Wno-unused-function -Wno-sign-compare -Wno-unused-but-set-variable $(OPT) $(PGO_GEN) -dumpbase $(B)/obj/gen/$* -MMD -MP -c -o $@ $<
$(B)/pgo/%.o: %.c $(GEN_H) $(FLAGS_SEEN)
	@mkdir -p $(@D) $(B)/obj/$(*D)
	$(CC) $(CPPFLAGS) $(WARN) $(OPT) $(PGO_GEN) -dumpbase $(B)/obj/$* -MMD -MP -c -o $@ $<
$(B)/pgo/xlate: $(GOBJ)
	$(CC) $(OPT) $(PGO_GEN) -o $@ $^ -lm
# the profile, made again whenever the instrumented xlate is
$(B)/pgo/trained: $(B)/pgo/xlate scripts/pgo-train.sh
	scripts/pgo-train.sh $(B)/pgo/xlate $(B)/obj
	@touch $@
$(B)/san/gen/%.o: $(B)/gen/%.c $(GEN_H) $(FLAGS_SEEN)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(WARN) -Wno-unused-function -Wno-sign-compare -Wno-unused-but-set-variable $(SANFLAGS) -MMD -MP -c -o $@ $<
$(B)/san/%.o: %.c $(GEN_H) $(FLAGS_SEEN)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(WARN) $(SANFLAGS) -MMD -MP -c -o $@ $<

$(B)/pic/gen/%.o: $(B)/gen/%.c $(GEN_H) $(FLAGS_SEEN)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(WARN) -Wno-unused-function -Wno-sign-compare -Wno-unused-but-set-variable $(OPT) $(PICFLAGS) -MMD -MP -c -o $@ $<
$(B)/pic/%.o: %.c $(GEN_H) $(FLAGS_SEEN)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(WARN) $(OPT) $(PICFLAGS) -MMD -MP -c -o $@ $<

$(B)/libxlate.so.$(VERSION): $(POBJ) src/driver/libxlate.map
	$(CC) -shared -Wl,-soname,$(SONAME) -Wl,--version-script=src/driver/libxlate.map -Wl,-z,defs \
		$(OPT) -o $@ $(POBJ) -lm

$(B)/libxlate.a: $(OBJ)
	@rm -f $@
	ar rcs $@ $^
$(B)/san/libxlate.a: $(SOBJ)
	@rm -f $@
	ar rcs $@ $^

# xlate-opt and xlate-translate are links to xlate (the faces of mlir-opt
# and mlir-translate, chosen by the name)
$(B)/xlate: $(patsubst %.c,$(B)/obj/%.o,$(TOOL_SRC)) $(B)/libxlate.a
	$(CC) $(OPT) -o $@ $^ -lm
	ln -sf xlate $(B)/xlate-opt
	ln -sf xlate $(B)/xlate-translate
$(B)/san/xlate: $(patsubst %.c,$(B)/san/%.o,$(TOOL_SRC)) $(B)/san/libxlate.a
	$(CC) $(SANFLAGS) -o $@ $^ -lm
	ln -sf xlate $(B)/san/xlate-opt
	ln -sf xlate $(B)/san/xlate-translate

$(B)/san/unit-tests: $(patsubst %.c,$(B)/san/%.o,$(UNIT_SRC)) $(B)/san/libxlate.a
	$(CC) $(SANFLAGS) -o $@ $^ -lcriterion -lm

# libFuzzer targets (tests/fuzz/NAME.c -> $(B)/fuzz/fuzz-NAME), clang-19
FUZZ_CC  ?= clang-19
FUZZ_SAN := -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all
FUZZ_TARGETS := mlir pipeline import roundtrip
FUZZ_BIN := $(patsubst %,$(B)/fuzz/fuzz-%,$(FUZZ_TARGETS))
FOBJ     := $(patsubst %.c,$(B)/fuzz/obj/%.o,$(LIB_SRC)) $(patsubst $(B)/gen/%.c,$(B)/fuzz/obj/gen/%.o,$(GEN_C))
FUZZ_SECONDS ?= 20
FUZZ_SMOKE   ?= 120

$(B)/fuzz/obj/gen/%.o: $(B)/gen/%.c $(GEN_H)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(CPPFLAGS) $(WARN) -Wno-unused-function -Wno-sign-compare -Wno-unused-but-set-variable $(FUZZ_SAN) -fsanitize=fuzzer-no-link -MMD -MP -c -o $@ $<
$(B)/fuzz/obj/%.o: %.c $(GEN_H)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(CPPFLAGS) $(WARN) $(FUZZ_SAN) -fsanitize=fuzzer-no-link -MMD -MP -c -o $@ $<
$(B)/fuzz/libxlate.a: $(FOBJ)
	@rm -f $@
	ar rcs $@ $^
$(B)/fuzz/fuzz-%: tests/fuzz/%.c tests/fuzz/fuzz.h $(B)/fuzz/libxlate.a
	$(FUZZ_CC) $(CPPFLAGS) $(WARN) $(FUZZ_SAN) -fsanitize=fuzzer -o $@ $< $(B)/fuzz/libxlate.a -lm

fuzz-build: $(FUZZ_BIN)
# each target for FUZZ_SECONDS from the seeds, then its regression corpus
fuzz: setup fuzz-build
	scripts/fuzz.sh run $(B)/fuzz $(FUZZ_SECONDS) $(FUZZ_TARGETS)
# the minimized findings of earlier campaigns, each run once by its target
fuzz-regress: fuzz-build
	@for t in $(FUZZ_TARGETS); do \
		set -- tests/fuzz/regress/$$t/*; [ -e "$$1" ] || continue; \
		$(B)/fuzz/fuzz-$$t "$$@" >$(B)/fuzz/regress-$$t.log 2>&1 || { cat $(B)/fuzz/regress-$$t.log; exit 1; }; \
		echo "fuzz-regress: $$t: $$# inputs, clean"; \
	done

# what make check runs: the regression corpus, then each target for
# FUZZ_SMOKE_RUNS (10000) repeatable runs, at most FUZZ_SMOKE seconds
fuzz-smoke: fuzz-build
	scripts/fuzz.sh smoke $(B)/fuzz $(FUZZ_SMOKE) $(FUZZ_TARGETS)

setup:
	@scripts/setup.sh

LIT      ?= python3 /usr/lib/llvm-19/build/utils/lit/lit.py
unit: $(B)/san/unit-tests
	ASAN_OPTIONS=detect_leaks=1 $(B)/san/unit-tests --jobs 2

lit: $(B)/san/xlate $(B)/xlate
	XLATE=$(CURDIR)/$(B)/san/xlate $(LIT) -sv tests/lit

roundtrip: $(B)/san/xlate
	scripts/roundtrip.sh $(B)/san/xlate

# C programs of corpus/c through clang-19/clang-14, --import-llvm and back
import-roundtrip: $(B)/xlate
	LLVM22=1 scripts/import-roundtrip.sh $(B)/xlate

# the same programs through --llvm-version=14 into llvm-as-14 and lli-14
llvm14-roundtrip: $(B)/xlate
	scripts/llvm14-roundtrip.sh $(B)/xlate

# streamed output = --no-stream output on every test input, in every mode
stream-eq: $(B)/xlate
	scripts/stream-eq.py $(B)/xlate

# make install into a temporary prefix, the README's example built against
# it with pkg-config (static and shared) and run, the exports, the man page
install-check: $(B)/xlate $(B)/libxlate.so.$(VERSION)
	scripts/install-check.sh

check: setup
	$(MAKE) --no-print-directory unit lit roundtrip import-roundtrip install-check llvm14-roundtrip stream-eq fuzz-smoke


# the same checks built with clang-19 (its UBSan sees more than GCC's)
check-clang: setup
	$(MAKE) --no-print-directory B=build/clang CC=clang-19 unit lit roundtrip import-roundtrip fuzz-smoke

demo: setup $(B)/xlate
	scripts/demo.sh $(B)/xlate

bench: $(B)/xlate $(B)/rusage
	RUSAGE=$(B)/rusage scripts/bench.sh $(B)/xlate

# the bench's timer (scripts/rusage.c)
$(B)/rusage: scripts/rusage.c
	@mkdir -p $(@D)
	$(CC) $(WARN) -O2 -o $@ $<

INSTALLED := $(bindir)/xlate $(bindir)/xlate-opt $(bindir)/xlate-translate $(libdir)/libxlate.a $(libdir)/libxlate.so.$(VERSION) $(libdir)/$(SONAME) \
             $(libdir)/libxlate.so $(includedir)/xlate/xlate.h $(mandir)/man1/xlate.1 $(pkgconfigdir)/xlate.pc

install: $(B)/xlate $(B)/libxlate.a $(B)/libxlate.so.$(VERSION)
	install -d $(DESTDIR)$(bindir) $(DESTDIR)$(libdir) $(DESTDIR)$(includedir)/xlate \
		$(DESTDIR)$(mandir)/man1 $(DESTDIR)$(pkgconfigdir)
	install -m 755 $(B)/xlate $(DESTDIR)$(bindir)/xlate
	ln -sf xlate $(DESTDIR)$(bindir)/xlate-opt
	ln -sf xlate $(DESTDIR)$(bindir)/xlate-translate
	install -m 644 $(B)/libxlate.a $(DESTDIR)$(libdir)/libxlate.a
	install -m 755 $(B)/libxlate.so.$(VERSION) $(DESTDIR)$(libdir)/libxlate.so.$(VERSION)
	ln -sf libxlate.so.$(VERSION) $(DESTDIR)$(libdir)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(libdir)/libxlate.so
	install -m 644 include/xlate/xlate.h $(DESTDIR)$(includedir)/xlate/xlate.h
	install -m 644 man/xlate.1 $(DESTDIR)$(mandir)/man1/xlate.1
	printf '%s\n' 'prefix=$(PREFIX)' 'libdir=$(libdir)' 'includedir=$(includedir)' '' \
		'Name: xlate' 'Description: MLIR <-> LLVM IR translation without LLVM' 'Version: $(VERSION)' \
		'Cflags: -I$${includedir}' 'Libs: -L$${libdir} -lxlate' 'Libs.private: -lm' \
		>$(DESTDIR)$(pkgconfigdir)/xlate.pc
	chmod 644 $(DESTDIR)$(pkgconfigdir)/xlate.pc

# removes exactly what install put there, then the directories it leaves empty
uninstall:
	rm -f $(addprefix $(DESTDIR),$(INSTALLED))
	-for d in $(includedir)/xlate $(pkgconfigdir) $(mandir)/man1 $(mandir) $(bindir) $(libdir) $(includedir) \
		$(PREFIX)/share; do [ "$$d" = "$(PREFIX)" ] || rmdir "$(DESTDIR)$$d" 2>/dev/null; done; true

clean:
	rm -rf $(B)

-include $(shell find $(B) -name '*.d' -type f 2>/dev/null)
