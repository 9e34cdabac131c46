/* tables.c - globals, constant tables, function-pointer tables, static locals. */
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int divi(int a, int b) { return b ? a / b : 0; }

typedef int (*binop)(int, int);
static const binop ops[] = {add, sub, mul, divi};
const char *const op_names[] = {"add", "sub", "mul", "div"};
static const short primes[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29};
double weights[4] = {0.5, 0.25, 0.125, 0.0625};
int counter;
static char buffer[128];
struct conf { const char *name; int value; double scale; } confs[] = {
	{"alpha", 1, 1.5}, {"beta", 2, -2.25}, {"gamma", 3, 0.0},
};

int apply(int op, int a, int b) { return op >= 0 && op < 4 ? ops[op](a, b) : -1; }

int next_id(void)
{
	static int id = 100;
	return id++;
}

int prime_sum(int n)
{
	int s = 0;
	for (int i = 0; i < n && i < 10; i++)
		s += primes[i];
	return s;
}

double weighted(const double *v)
{
	double s = 0;
	for (int i = 0; i < 4; i++)
		s += v[i] * weights[i];
	counter++;
	return s;
}

char *fill(char c)
{
	for (unsigned i = 0; i < sizeof buffer - 1; i++)
		buffer[i] = c;
	return buffer;
}

int conf_value(const char *name)
{
	for (unsigned i = 0; i < sizeof confs / sizeof confs[0]; i++) {
		const char *a = confs[i].name, *b = name;
		while (*a && *a == *b)
			a++, b++;
		if (*a == *b)
			return confs[i].value;
	}
	return -1;
}
