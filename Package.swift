// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "apiref",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "apiref", targets: ["apiref"]),
        .library(name: "APIRefCore", targets: ["APIRefCore"]),
        .library(name: "APIRefRender", targets: ["APIRefRender"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    ],
    targets: [
        // The C bridge: Debian's libcmark-gfm-dev and libcmark-gfm-extensions-dev.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(
            name: "APIRefCore",
            dependencies: [
                "CCmarkGFM",
                .product(name: "Yams", package: "Yams"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "APIRefRender",
            dependencies: ["APIRefCore", .product(name: "Mustache", package: "swift-mustache")]
        ),
        .executableTarget(
            name: "apiref",
            dependencies: [
                "APIRefCore", "APIRefRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "APIRefCoreTests", dependencies: ["APIRefCore", "APIRefRender"], exclude: ["Fixtures", "Golden"]),
        .testTarget(name: "EndToEndTests", dependencies: ["apiref"]),
    ]
)
