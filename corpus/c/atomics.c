/* atomics.c - C11 atomics and volatile accesses. */
#include <stdatomic.h>
#include <stdbool.h>

static atomic_int refcount = 1;
static _Atomic long total;
volatile int status;

int retain(void) { return atomic_fetch_add(&refcount, 1) + 1; }
int release(void) { return atomic_fetch_sub_explicit(&refcount, 1, memory_order_acq_rel) - 1; }

void add_total(long v) { atomic_fetch_add_explicit(&total, v, memory_order_relaxed); }
long read_total(void) { return atomic_load_explicit(&total, memory_order_acquire); }
void set_total(long v) { atomic_store(&total, v); }

bool try_claim(atomic_int *slot, int expect, int want)
{
	return atomic_compare_exchange_strong(slot, &expect, want);
}

int swap_in(atomic_int *slot, int v) { return atomic_exchange(slot, v); }

void spin_until(int want)
{
	while (status != want)
		;
}

void fence_both(void)
{
	atomic_thread_fence(memory_order_seq_cst);
	atomic_signal_fence(memory_order_acquire);
}

unsigned or_bits(_Atomic unsigned *p, unsigned m) { return atomic_fetch_or(p, m); }
unsigned and_bits(_Atomic unsigned *p, unsigned m) { return atomic_fetch_and(p, m); }
