import APIRefCommands
import APIRefCore
import APIRefProcess
import ArgumentParser

/// Runs an action's check of its arguments' values from a command's `validate()`: the
/// parser reports what `validate` throws as its own usage error (status 2, with the usage
/// line), so the action's `ToolError` is handed to it as a `ValidationError`.
func validating(_ check: () throws -> Void) throws {
    do {
        try check()
    } catch let error as ToolError {
        throw ValidationError(error.message)
    }
}
