// A root class and types for the TestKit headers, so that clang needs no SDK.
#ifndef TKBASE_H
#define TKBASE_H
#define TK_AVAILABLE(v) __attribute__((availability(ios,introduced=v)))
#define TK_DEPRECATED(a, d) __attribute__((availability(ios,introduced=a,deprecated=d)))
typedef long NSInteger;
typedef signed char BOOL;
__attribute__((objc_root_class))
@interface NSObject
@end
#endif
