// Vendored code: a folder the audit does not enter.
void f(UIAlertView *alert) { [alert show]; }
