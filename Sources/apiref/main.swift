import APIRefBase

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

// The front of apiref. A plain lookup whose page is in the page cache, and still current,
// is printed from here: this binary links no Foundation, so it starts in well under a
// millisecond. Everything else — every other command, options, help, and lookups the
// cache cannot answer — is handed to the engine beside it, with the arguments unchanged.
// Resolved once: the engine and the shipped library are both found from this folder.
let executableDirectory = ExecutablePath.directory()
let engine = EngineLocation.path(executableDirectory: executableDirectory)
if let lookup = PlainLookup(Array(CommandLine.arguments.dropFirst())),
    CachedPage.show(for: lookup, engine: engine, executableDirectory: executableDirectory)
{
    exit(0)
}
execv(engine, CommandLine.unsafeArgv)
let reason = String(cString: strerror(errno))
_ = Descriptor.writeAll("apiref: cannot run \(engine): \(reason)\n".utf8, to: STDERR_FILENO)
exit(2)
