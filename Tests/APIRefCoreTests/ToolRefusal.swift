import APIRefProcess

/// What `body` threw, as `status: message`; nil when it threw nothing or not a `ToolError`:
/// how the command actions' tests compare a refusal with the one the user sees.
func refusal(_ body: () throws -> Any) -> String? {
    do {
        _ = try body()
        return nil
    } catch {
        return (error as? ToolError).map { "\($0.status): \($0.message)" }
    }
}
