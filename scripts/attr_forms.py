"""attr_forms.py - how gen-attr-positions.py and gen-attr-types.py write an
attribute kind of attr_kinds.h for llvm-as to judge: with an argument where
the kind takes one, else its name alone."""

FORMS = {"align": "align 4", "alignstack": "alignstack(4)", "allockind": 'allockind("alloc")',
         "allocsize": "allocsize(0)", "byref": "byref(i32)", "byval": "byval(i32)", "captures": "captures(none)",
         "dereferenceable": "dereferenceable(8)", "dereferenceable_or_null": "dereferenceable_or_null(8)",
         "elementtype": "elementtype(i32)", "inalloca": "inalloca(i32)", "initializes": "initializes((0, 4))",
         "memory": "memory(none)", "nofpclass": "nofpclass(nan)", "preallocated": "preallocated(i32)",
         "range": "range(i32 0, 5)", "sret": "sret(i32)", "vscale_range": "vscale_range(1,2)"}

