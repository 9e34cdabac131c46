/* lexer.c - a switch-driven tokenizer for arithmetic expressions. */
enum tok { T_EOF, T_NUM, T_IDENT, T_PLUS, T_MINUS, T_STAR, T_SLASH, T_LPAREN, T_RPAREN, T_ERR };

struct lexer {
	const char *p;
	long num;
	char ident[32];
};

static int is_alpha(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static int is_digit(int c) { return c >= '0' && c <= '9'; }

enum tok next_token(struct lexer *lx)
{
	while (*lx->p == ' ' || *lx->p == '\n' || *lx->p == '\t')
		lx->p++;
	char c = *lx->p;
	switch (c) {
	case 0: return T_EOF;
	case '+': lx->p++; return T_PLUS;
	case '-': lx->p++; return T_MINUS;
	case '*': lx->p++; return T_STAR;
	case '/': lx->p++; return T_SLASH;
	case '(': lx->p++; return T_LPAREN;
	case ')': lx->p++; return T_RPAREN;
	default:
		break;
	}
	if (is_digit(c)) {
		lx->num = 0;
		while (is_digit(*lx->p))
			lx->num = lx->num * 10 + (*lx->p++ - '0');
		return T_NUM;
	}
	if (is_alpha(c)) {
		int n = 0;
		while (is_alpha(*lx->p) || is_digit(*lx->p)) {
			if (n < 31)
				lx->ident[n++] = *lx->p;
			lx->p++;
		}
		lx->ident[n] = 0;
		return T_IDENT;
	}
	lx->p++;
	return T_ERR;
}

int count_tokens(const char *s, int *counts)
{
	struct lexer lx = {s, 0, {0}};
	int total = 0;
	enum tok t;
	while ((t = next_token(&lx)) != T_EOF) {
		counts[t]++;
		total++;
	}
	return total;
}

const char *tok_name(enum tok t)
{
	switch (t) {
	case T_EOF: return "eof";
	case T_NUM: return "number";
	case T_IDENT: return "identifier";
	case T_PLUS: return "+";
	case T_MINUS: return "-";
	case T_STAR: return "*";
	case T_SLASH: return "/";
	case T_LPAREN: return "(";
	case T_RPAREN: return ")";
	default: return "error";
	}
}

int precedence(enum tok t)
{
	switch (t) {
	case T_PLUS: case T_MINUS: return 1;
	case T_STAR: case T_SLASH: return 2;
	default: return 0;
	}
}
