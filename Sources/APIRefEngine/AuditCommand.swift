import APIRefCommandLine
import ArgumentParser

/// `apiref audit PATH…`: declared here for the help, completions and man page; apiref-assist
/// runs it.
struct AuditCommand: HandedOverCommand {
    static let configuration = AuditArguments.configuration
    static let executable = "apiref-assist"

    @OptionGroup var arguments: AuditArguments
}
