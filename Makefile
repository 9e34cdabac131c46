# xlate - one Makefile, no recursive make.
#   make          build/xlate (optimized)
#   make check    setup, sanitizer build, unit tests, lit tests, llvm-as round trips
#   make demo     setup, build, translate the bundled examples
#   make bench    speed/memory against the reference tools
# Sources are found by wildcard: add a .c under src/ and it is built.

CC      ?= cc
RE2C    ?= re2c
BISON   ?= bison
WARN    := -std=c11 -Wall -Wextra -Werror -Wno-unused-parameter
CPPFLAGS += -D_POSIX_C_SOURCE=200809L -Iinclude -Ibuild/gen -Isrc
OPT     ?= -O2 -g
SANFLAGS := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all

B := build
GRAMMARS := $(wildcard grammar/*.y)
LEXERS   := $(wildcard grammar/*.re)
GEN_C    := $(patsubst grammar/%.y,$(B)/gen/%.tab.c,$(GRAMMARS)) \
            $(patsubst grammar/%.re,$(B)/gen/%.lex.c,$(LEXERS))
GEN_H    := $(patsubst grammar/%.y,$(B)/gen/%.tab.h,$(GRAMMARS))
LIB_SRC  := $(filter-out src/tools/%,$(wildcard src/*/*.c))
TOOL_SRC := src/tools/xlate.c
UNIT_SRC := $(wildcard tests/unit/*.c)

# release objects in build/obj, sanitizer objects in build/san
OBJ      := $(patsubst %.c,$(B)/obj/%.o,$(LIB_SRC)) $(patsubst $(B)/gen/%.c,$(B)/obj/gen/%.o,$(GEN_C))
SOBJ     := $(patsubst %.c,$(B)/san/%.o,$(LIB_SRC)) $(patsubst $(B)/gen/%.c,$(B)/san/gen/%.o,$(GEN_C))

.PHONY: all check demo bench setup unit lit roundtrip import-roundtrip clean
.DELETE_ON_ERROR:
.SECONDARY:

all: $(B)/xlate

$(B)/gen/%.tab.c $(B)/gen/%.tab.h: grammar/%.y
	@mkdir -p $(@D)
	$(BISON) -Wall -Werror --defines=$(B)/gen/$*.tab.h -o $(B)/gen/$*.tab.c $<

$(B)/gen/%.lex.c: grammar/%.re $(GEN_H)
	@mkdir -p $(@D)
	$(RE2C) -W -Werror --no-generation-date -o $@ $<

$(B)/obj/gen/%.o: $(B)/gen/%.c $(GEN_H)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(WARN) -Wno-unused-function -Wno-sign-compare $(OPT) -MMD -MP -c -o $@ $<
$(B)/obj/%.o: %.c $(GEN_H)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(WARN) $(OPT) -MMD -MP -c -o $@ $<
$(B)/san/gen/%.o: $(B)/gen/%.c $(GEN_H)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(WARN) -Wno-unused-function -Wno-sign-compare $(SANFLAGS) -MMD -MP -c -o $@ $<
$(B)/san/%.o: %.c $(GEN_H)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(WARN) $(SANFLAGS) -MMD -MP -c -o $@ $<

$(B)/libxlate.a: $(OBJ)
	@rm -f $@
	ar rcs $@ $^
$(B)/san/libxlate.a: $(SOBJ)
	@rm -f $@
	ar rcs $@ $^

$(B)/xlate: $(B)/obj/src/tools/xlate.o $(B)/libxlate.a
	$(CC) $(OPT) -o $@ $^ -lm
$(B)/san/xlate: $(B)/san/src/tools/xlate.o $(B)/san/libxlate.a
	$(CC) $(SANFLAGS) -o $@ $^ -lm

$(B)/san/unit-tests: $(patsubst %.c,$(B)/san/%.o,$(UNIT_SRC)) $(B)/san/libxlate.a
	$(CC) $(SANFLAGS) -o $@ $^ -lcriterion -lm

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

check: setup
	$(MAKE) --no-print-directory unit lit roundtrip import-roundtrip

demo: setup $(B)/xlate
	scripts/demo.sh $(B)/xlate

bench: $(B)/xlate
	scripts/bench.sh $(B)/xlate

clean:
	rm -rf $(B)

-include $(shell find $(B) -name '*.d' 2>/dev/null)
