// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for apiref's parsers and readers, one executable each. The main
// build never needs this package; `scripts/fuzz TARGET SECONDS` builds it with
// `-sanitize=fuzzer,address` (coverage and AddressSanitizer in apiref's code too) and runs
// one target with a seed corpus from Content/ and the test fixtures.
let targets = [
    "markdown", "library", "lookup", "symbol-codec", "page-cache", "symbol-graph", "translation", "request-parsing", "po-catalog"
]

let package = Package(
    name: "apiref-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "apiref", path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "APIRefCore", package: "apiref")])
    ]
        + targets.map { name in
            .executableTarget(
                name: "fuzz-\(name)",
                dependencies: [
                    "FuzzSupport",
                    .product(name: "APIRefCore", package: "apiref"),
                    .product(name: "APIRefBase", package: "apiref"),
                    .product(name: "APIRefImport", package: "apiref"),
                    .product(name: "APIRefHTTP", package: "apiref")
                ],
                swiftSettings: [.unsafeFlags(["-parse-as-library"])])
        }
)
