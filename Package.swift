// swift-tools-version:6.0
import Foundation
import PackageDescription

/// `scripts/build-release` sets this to link the front as a static, position-dependent
/// executable: no dynamic loader and no relocations at start (a static PIE rewrites its pages
/// of pointers on every run, a good part of a cached lookup's time; docs/design.md, "The
/// front"). The plain `swift build` leaves the front dynamically linked (and working).
let staticFront = ProcessInfo.processInfo.environment["APIREF_STATIC_FRONT"] == "1"

/// The functions a cached lookup runs, laid out together in the static front so that they
/// share a few pages (`scripts/front-order` writes the list; names it has that the binary
/// no longer has are skipped).
let startupOrderFlags = [
    "-Xlinker", "--symbol-ordering-file=" + Context.packageDirectory + "/Sources/apiref/startup-order.txt",
    "-Xlinker", "--no-warn-symbol-ordering"
]

let package = Package(
    name: "apiref",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "apiref", targets: ["apiref"]),
        .executable(name: "apiref-engine", targets: ["APIRefEngine"]),
        .executable(name: "apiref-preview", targets: ["APIRefPreview"]),
        .executable(name: "apiref-assist", targets: ["APIRefAssist"]),
        .library(name: "APIRefCore", targets: ["APIRefCore"]),
        .library(name: "APIRefIndex", targets: ["APIRefIndex"]),
        .library(name: "APIRefRender", targets: ["APIRefRender"]),
        // For the fuzz targets (Fuzz/), which reach the page cache and the graph reader.
        .library(name: "APIRefBase", targets: ["APIRefBase"]),
        .library(name: "APIRefImport", targets: ["APIRefImport"]),
        // The preview server's request reading, for the request-parsing fuzz target.
        .library(name: "APIRefHTTP", targets: ["APIRefHTTP"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-symbolkit", from: "1.0.0"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // The SDK's own logging API, which its `Transport` protocol names; already in the graph through it.
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        // `apiref audit`'s Swift parser (docs/design.md, "Dependencies").
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0")
    ],
    targets: [
        // The C bridge: Debian's libcmark-gfm-dev and libcmark-gfm-extensions-dev.
        // zlib (Debian's zlib1g-dev), for the compressed part of a site's objects.inv and
        // for compressed symbol graphs (*.symbols.json.gz).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // Foundation-free: hashing, file stamps, paths and the page cache, which is all the
        // `apiref` front links, so that a cached lookup starts like a C program.
        .target(name: "APIRefBase"),
        // What belongs to a run of the tool rather than to the reference: errors with their
        // exit statuses, the interrupt handling, the progress line, the argument order.
        .target(name: "APIRefProcess", dependencies: ["APIRefBase"]),
        .target(
            name: "APIRefCore",
            dependencies: [
                "APIRefBase",
                // For `FileBatch` alone: its renames wait out an interrupt.
                "APIRefProcess",
                "CCmarkGFM",
                .product(name: "Yams", package: "Yams")
            ]
        ),
        // The compiled index (SQLite through GRDB) and the cache folder of indexes: the only
        // module that imports GRDB, and it does so internally, so no GRDB type is in its API.
        // GRDBSQLite, SQLite's C API, for the index build's rows bound without GRDB (`RowBinder`).
        .target(
            name: "APIRefIndex",
            dependencies: [
                "APIRefBase", "APIRefCore", "APIRefProcess", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift")
            ]
        ),
        .target(
            name: "APIRefRender",
            dependencies: [
                "APIRefBase", "APIRefCore", "APIRefIndex", "APIRefProcess", "CZlib", .product(name: "Mustache", package: "swift-mustache")
            ]
        ),
        // Symbol graphs in, facts out: `import`, `drift` and `sdk-diff`. A module of its own so
        // that SymbolKit stays out of the core that lookups and builds link.
        .target(
            name: "APIRefImport",
            dependencies: ["APIRefCore", "APIRefIndex", "CZlib", .product(name: "SymbolKit", package: "swift-docc-symbolkit")]
        ),
        // What `apiref serve`'s server reads from a client: the request head (bounded and
        // parsed in one pass), the target's path, the WebSocket handshake. Foundation-free.
        .target(name: "APIRefHTTP", dependencies: ["APIRefBase"]),
        // `apiref serve`'s HTTP and WebSocket server, a process of its own that the engine
        // starts and tells when a build is done: one thread polling its sockets, so that no
        // client can hold it busy (docs/design.md, "What the preview server accepts and refuses").
        .executableTarget(name: "APIRefPreview", dependencies: ["APIRefBase", "APIRefHTTP"]),
        // The front: prints a lookup's page from the page cache, or hands the run to the engine.
        .executableTarget(
            name: "apiref",
            dependencies: ["APIRefBase"],
            exclude: ["startup-order.txt"],
            linkerSettings: staticFront
                ? [
                    .unsafeFlags(
                        ["-static-executable", "-use-ld=lld"] + startupOrderFlags,
                        .when(platforms: [.linux], configuration: .release))
                ]
                : []
        ),
        // What the commands do, apart from reading their arguments: the lookup's policy, the
        // site build's full-or-incremental decision, exports' shared checks, the preview's
        // builds and watcher. A library, so that the tests call it in-process.
        .target(
            name: "APIRefCommands",
            dependencies: ["APIRefBase", "APIRefCore", "APIRefIndex", "APIRefImport", "APIRefProcess", "APIRefRender"]
        ),
        // `apiref mcp`: the reference as a Model Context Protocol server over stdio. A module of
        // its own so that the MCP SDK (imported internally, here alone) stays out of the rest.
        .target(
            name: "APIRefMCP",
            dependencies: [
                "APIRefBase", "APIRefCore", "APIRefIndex", "APIRefProcess", "APIRefRender", "APIRefCommands",
                .product(name: "MCP", package: "swift-sdk"), .product(name: "Logging", package: "swift-log")
            ]
        ),
        // `apiref audit`: a user's Swift and Objective-C sources scanned for the library's
        // deprecated API. A module of its own so that swift-syntax (imported internally, here
        // alone) stays out of the rest.
        .target(
            name: "APIRefAudit",
            dependencies: [
                "APIRefBase", "APIRefCore", "APIRefIndex", "APIRefProcess", "APIRefRender", "APIRefCommands",
                .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")
            ]
        ),
        // What the engine and apiref-assist both declare and do with their arguments: the
        // shared options, the declarations of `mcp` and `audit`, and the one place that turns
        // a run's end into an exit status.
        .target(
            name: "APIRefCommandLine",
            dependencies: [
                "APIRefBase", "APIRefCore", "APIRefIndex", "APIRefProcess", "APIRefCommands",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),
        // The engine: every command, and lookups the page cache cannot answer. It allocates
        // with jemalloc (Debian's libjemalloc-dev): parsing makes and frees millions of small
        // Markdown nodes and strings on every core, and glibc's malloc took a sixth of an
        // index build's CPU; jemalloc made the parse about a quarter faster and the peak smaller.
        // `mcp` and `audit` it hands to apiref-assist, so that the MCP SDK (with libcurl's
        // tree of shared libraries) and swift-syntax load in no other run.
        .executableTarget(
            name: "APIRefEngine",
            dependencies: [
                "APIRefBase", "APIRefCore", "APIRefIndex", "APIRefProcess", "APIRefRender", "APIRefImport", "APIRefCommands",
                "APIRefCommandLine", .product(name: "ArgumentParser", package: "swift-argument-parser")
            ],
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]
        ),
        // `apiref mcp` and `apiref audit`, run by the engine after it has read their arguments
        // (docs/design.md, "Commands in a process of their own").
        .executableTarget(
            name: "APIRefAssist",
            dependencies: [
                "APIRefBase", "APIRefCommands", "APIRefCommandLine", "APIRefMCP", "APIRefAudit",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ],
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]
        ),
        // What both test targets share: the scratch folder their temporary files go in.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "APIRefCoreTests",
            dependencies: [
                "APIRefBase", "APIRefCore", "APIRefHTTP", "APIRefIndex", "APIRefProcess", "APIRefRender", "APIRefImport", "APIRefCommands",
                "APIRefMCP", "APIRefAudit", "TestSupport", .product(name: "MCP", package: "swift-sdk")
            ], exclude: ["Fixtures", "Golden"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "apiref", "APIRefEngine", "APIRefAssist", "APIRefBase", "APIRefCommands", "APIRefCore", "APIRefIndex", "APIRefRender",
                "TestSupport"
            ])
    ]
)
