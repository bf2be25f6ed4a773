// Generated code: a hidden folder the audit does not enter.
func f(alert: UIAlertView) { alert.show() }
