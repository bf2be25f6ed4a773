import APIRefCommandLine

// `apiref-assist mcp|audit …`: the engine, having read these arguments, replaces itself with
// this program, whose command stands first.
CommandRunner.run(APIRefAssist.self, Array(CommandLine.arguments.dropFirst()))
